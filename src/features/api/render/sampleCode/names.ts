/** The names a sample takes from its operation id: its result's variable and the file a reader saves it as. */
import type {SampleLanguage} from './request';

/** `createCheckout` gives `checkout`, `listPayments` gives `payments`; other verbs give `result`. */
export function resultName(operationId: string): string {
  const match = /^(?:create|list|get|update|register|add|set)([A-Z]\w*)$/.exec(operationId);
  return match ? match[1][0].toLowerCase() + match[1].slice(1) : 'result';
}

function words(operationId: string): string[] {
  return operationId.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
}

/** `createCheckout` gives `create_checkout`. */
export const snakeCase = (name: string): string => words(name).join('_');
const kebabCase = (name: string): string => words(name).join('-');

/** The file a reader saves a sample as: `create-checkout.mjs`, `create_checkout.py`, `create_checkout.php`. */
export function sampleFile(language: Exclude<SampleLanguage, 'curl'>, operationId: string): string {
  switch (language) {
    case 'node':
      return `${kebabCase(operationId)}.mjs`;
    case 'python':
      return `${snakeCase(operationId)}.py`;
    case 'php':
      return `${snakeCase(operationId)}.php`;
  }
}
