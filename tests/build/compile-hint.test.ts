/**
 * The app's bundle opens with V8's compile hint (src/plugins/compileHint.ts), and no other script carries it. The
 * minifier drops comments, so a hint added before it, or a bundle under another name, would leave main.js without
 * one, and Chromium would again compile most of its functions on the main thread as they first run.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {builtScripts, type BuiltScript} from '../support/docs';

/** V8's own spelling, written out here so that a typo in the plugin fails the test instead of passing through it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const MAIN = /^main\.[0-9a-f]+\.js$/;

let scripts: BuiltScript[] = [];

beforeAll(() => {
  scripts = builtScripts();
});

describe('the compile hint', () => {
  it("is the first line of the app's bundle, main.js", () => {
    const main = scripts.filter(({file}) => MAIN.test(file));
    expect(main.map(({file}) => file)).toHaveLength(1);
    expect(main[0].text.slice(0, COMPILE_HINT.length + 1)).toBe(`${COMPILE_HINT}\n`);
  });

  it('is in no other script: only main.js was measured', () => {
    const others = scripts.filter(({file, text}) => !MAIN.test(file) && text.includes(COMPILE_HINT));
    expect(others.map(({file}) => file)).toEqual([]);
  });
});
