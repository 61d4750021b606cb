/**
 * The site's Content-Security-Policy allows scripts from the site and hashed
 * inline scripts, without `'unsafe-eval'`: a script that makes code from text
 * at run time throws an EvalError in the reader's browser. So no script the
 * build emits may hold a dynamic code constructor: `new Function(…)`, a call
 * of `Function(…)` or a call of `eval(…)`. Ajv's compiler, which the Try it
 * panel once ran in the browser, is one (its validators are now compiled at
 * build time, src/features/api/tryIt/checks.ts).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {builtScripts, type BuiltScript} from '../support/docs';

/**
 * A constructor of code from text. `Function` and `eval` must stand alone (not `isFunction(`, `.eval(`, `$eval(`),
 * then an opening parenthesis.
 */
const DYNAMIC_CODE = /\bnew\s+Function\s*\(|(?<![\w$.])Function\s*\(|(?<![\w$.])eval\s*\(/g;

/**
 * The one reference the build holds by design: webpack's runtime finds the global object as `globalThis`, and only
 * in an engine without `globalThis` falls back to `Function("return this")()`. Every browser the site supports has
 * `globalThis`, so the fallback never runs; its fixed text makes no code from input.
 */
const WEBPACK_GLOBAL_FALLBACK = 'Function("return this")';

let scripts: BuiltScript[] = [];

beforeAll(() => {
  scripts = builtScripts();
});

describe('the scripts of the build', () => {
  it('make no code from text at run time, which the Content-Security-Policy forbids', () => {
    const found = scripts.flatMap(({file, text}) =>
      [...text.matchAll(DYNAMIC_CODE)]
        .filter((match) => !(file.startsWith('runtime~main.') && text.startsWith(WEBPACK_GLOBAL_FALLBACK, match.index)))
        .map((match) => `${file}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`),
    );
    expect(found).toEqual([]);
  });

  it('hold webpack’s fallback for the global object once, in its runtime, after `globalThis`', () => {
    const runtime = scripts.filter(({file}) => file.startsWith('runtime~main.'));
    expect(runtime).toHaveLength(1);
    const at = runtime[0].text.indexOf(WEBPACK_GLOBAL_FALLBACK);
    expect(at).toBeGreaterThan(-1);
    expect(runtime[0].text.slice(Math.max(0, at - 80), at)).toContain('"object"==typeof globalThis');
  });
});
