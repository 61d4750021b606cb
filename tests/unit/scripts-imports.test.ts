/**
 * The tools in scripts/ stand on the site's code, never on the tests: the tests may use a tool (the budgets, the
 * preview server), and a tool that read a file of the tests would break when the tests change. A file names
 * another in an import, a `require`, a jiti load or a JSDoc type, so any quoted relative path counts. A path that
 * a tool hands another program, such as the test files `npm run check` gives Vitest, is not relative to the tool
 * and does not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {projectRoot} from '../support/docs';

const scriptsDir = path.join(projectRoot, 'scripts');
const testsDir = path.join(projectRoot, 'tests');

/** A quoted path relative to the file (`'../tests/x'`), or through the site's alias (`'@site/tests/x'`). */
const QUOTED_PATH = /['"`]((?:\.\.?\/|@site\/)[^'"`\s]+)['"`]/g;

/** The paths a file's source names under tests/. */
function testPathsIn(file: string, source: string): string[] {
  return [...source.matchAll(QUOTED_PATH)]
    .map((match) => match[1])
    .filter((named) => {
      const target = named.startsWith('@site/')
        ? path.join(projectRoot, named.slice('@site/'.length))
        : path.resolve(path.dirname(file), named);
      return !path.relative(testsDir, target).startsWith('..');
    });
}

describe('scripts/', () => {
  it('imports nothing from tests/', () => {
    const files = fs
      .readdirSync(scriptsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(ts|mts|mjs|cjs|js)$/.test(file))
      .map((file) => path.join(scriptsDir, file));
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      testPathsIn(file, fs.readFileSync(file, 'utf8')).map((named) => `${path.relative(projectRoot, file)}: ${named}`),
    );
    expect(found).toEqual([]);
  });

  it('counts an import, a require, a jiti load and a type, and not a path handed to another program', () => {
    const tool = path.join(scriptsDir, 'lib/tool.mjs');
    const source = [
      "import {docsDir} from '../../tests/support/docs';",
      "const routes = require('@site/tests/fixtures/routes.ts');",
      "const data = jiti('../../tests/support/pages.ts');",
      "/** @type {typeof import('../../tests/support/steps')} */",
      "spawnSync('vitest', ['run', 'tests/unit/content.test.ts']);",
      "import {readDocs} from '../../src/lib/docFiles';",
    ].join('\n');
    expect(testPathsIn(tool, source)).toEqual([
      '../../tests/support/docs',
      '@site/tests/fixtures/routes.ts',
      '../../tests/support/pages.ts',
      '../../tests/support/steps',
    ]);
  });
});
