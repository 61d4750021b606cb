/**
 * Facts of the API description as a whole that pages and components show, written once per build as JSON
 * modules by the plugin (`contentLoaded`, `createData`), as Docusaurus's own plugins hand data to pages. A
 * page imports one by its name after `API_DATA`; the content tests resolve the same names from here.
 */
import {allOperations, apiFacts, mediaExamples, requestBodyOf} from './openapi';

/** The plugin's name, which names the folder of its data in `.docusaurus/`. */
export const API_PLUGIN_NAME = 'coinloom-api-description';

/** The import path of the modules: `${API_DATA}facts.json`. */
export const API_DATA = `@generated/${API_PLUGIN_NAME}/default/`;

/** An operation's method, path and first request example (`request-example/<operationId>.json`). */
export type RequestExample = {method: string; path: string; example: unknown};

/** Every module, by its file name. */
export function apiDataModules(): Record<string, unknown> {
  const modules: Record<string, unknown> = {'facts.json': apiFacts()};
  for (const {method, path, operation} of allOperations()) {
    const first = mediaExamples(requestBodyOf(operation))[0];
    if (first) modules[`request-example/${operation.operationId}.json`] = {method, path, example: first.value};
  }
  return modules;
}
