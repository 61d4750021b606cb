import {getSchema} from '@site/src/features/api/openapi';

type Example = {id: string; checkout_id?: string; amount_due?: unknown; expires_at?: string};

/** The first example of a schema in the API description: the checkout and payment the snippets show. */
export function exampleOf(schema: string): Example {
  return (getSchema(schema).examples?.[0] ?? {}) as Example;
}
