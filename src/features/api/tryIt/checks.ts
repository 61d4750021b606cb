/**
 * The Try it panel's validation functions, made at build time (Node.js only).
 * Ajv compiles each schema of an operation (`tryItSchemas`) here and writes
 * the result as standalone code, a CommonJS module whose exports are the
 * validators, named as `TryItChecks` names them. The webpack loader gives the
 * module to the browser in the operation's data chunk, so the page runs ready
 * functions: Ajv's compiler makes code with `new Function`, which the site's
 * Content-Security-Policy forbids, and it never reaches the browser.
 *
 * The module requires only Ajv's small runtime helpers and ajv-formats' format
 * checks, which the bundler resolves.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {tryItSchemas} from './data';

/** The source of the module of an operation's validators. */
export function checksSource(operationId: string): string {
  // `verbose` puts each failing schema in its error: validate.ts reads the rule and the field's description there.
  const ajv = new Ajv2020({strict: false, allErrors: true, verbose: true, validateFormats: true, code: {source: true}});
  addFormats(ajv);
  const exported: Record<string, string> = {};
  Object.entries(tryItSchemas(operationId)).forEach(([name, schema], index) => {
    // Ajv reads a schema's key as a URI, so the key is a plain one and the export carries the name.
    const key = `check${index}`;
    ajv.addSchema(schema, key);
    exported[name] = key;
  });
  return standaloneCode(ajv, exported);
}
