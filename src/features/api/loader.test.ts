/**
 * The webpack loader of static/openapi.yaml: the server build gets a part's
 * HTML, the browser build only a loader for it, in a chunk named after the
 * page; small picks give one value; the whole description is refused.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import loader, {type LoaderThis} from './loader';
const resourcePath = path.resolve(__dirname, '../../../static/openapi.yaml');

function load(query: string, target: 'server' | 'client'): {output: string; dependencies: string[]} {
  const dependencies: string[] = [];
  const context: LoaderThis = {
    resourcePath,
    resourceQuery: query ? `?${query}` : '',
    getOptions: () => ({target}),
    addDependency: (file: string) => dependencies.push(file),
  };
  return {output: loader.call(context), dependencies};
}

/** Evaluates `export default <expression>;` as the module would. */
function exported(output: string): unknown {
  const expression = output.replace(/^export default /, '').replace(/;$/, '');
  return new Function(`return (${expression});`)();
}

describe('the API description loader', () => {
  const fragment = 'api=operation&op=getPayment&level=4&key=0&page=for-developers%2Fapi%2Fx';

  it('gives the server build the HTML of a part, with its ids and links', () => {
    const {output, dependencies} = load(fragment, 'server');
    const module = exported(output) as {html: string; ids: string[]; links: string[]};
    expect(module.html).toContain('data-api-operation="getPayment"');
    expect(module.links.length).toBeGreaterThan(0);
    // Its cache follows the renderer and the signing helpers, not only the description.
    expect(dependencies.some((file) => file.endsWith(path.join('render', 'operation.ts')))).toBe(true);
  });

  it('gives the browser build only a loader, for a chunk named after the page, which holds the HTML', () => {
    const {output} = load(fragment, 'client');
    expect(output).not.toContain('data-api-operation');
    expect(output).toMatch(
      /import\(\/\* webpackChunkName: "api--for-developers-api-x" \*\/ ".*openapi\.yaml\?.*&chunk"\)/,
    );
    const chunk = exported(load(`${fragment}&chunk`, 'client').output);
    expect(chunk).toEqual(expect.stringContaining('data-api-operation="getPayment"'));
  });

  it('picks one value, and nothing else', () => {
    expect(exported(load('pick=/components/parameters/Limit/schema/maximum', 'client').output)).toBe(100);
    expect(() => load('pick=/components/schemas/Nothing', 'client')).toThrow(/nothing at/);
  });

  it('no longer answers the description-wide facts, which the plugin writes as data', () => {
    expect(() => load('facts', 'client')).toThrow(/imports the whole API description/);
    expect(() => load('requestExamples=createCheckout', 'client')).toThrow(/imports the whole API description/);
  });

  it('refuses a fragment of an unknown kind, or one without the name its kind needs', () => {
    expect(() => load('api=operations&op=getPayment&key=0&page=x', 'server')).toThrow(
      /Unknown API fragment "operations"/,
    );
    expect(() => load('api=schema&key=0&page=x', 'server')).toThrow(/needs "name"/);
  });

  it('refuses to give a page the whole description', () => {
    expect(() => load('', 'client')).toThrow(/imports the whole API description/);
  });
});
