import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';
import {projectRoot} from '../support/docs';

/**
 * The lint rule that keeps every import declared in package.json. `domhandler` is installed only as a
 * dependency of a dependency (cheerio's), so an import of it is exactly the mistake the rule exists for.
 */
const eslint = new ESLint({cwd: projectRoot});

async function rulesHit(code: string, file: string) {
  const [result] = await eslint.lintText(code, {filePath: path.join(projectRoot, file)});
  return result.messages.map((message) => message.ruleId);
}

describe('undeclared imports', () => {
  it.each(['src/lib/fixture.ts', 'scripts/fixture.mjs', 'tests/unit/fixture.test.ts'])(
    'fail the lint in %s',
    async (file) => {
      expect(await rulesHit("import {Element} from 'domhandler';\nexport const element = Element;\n", file)).toContain(
        'n/no-extraneous-import',
      );
    },
  );

  it('fail the lint when required, too', async () => {
    expect(
      await rulesHit("const {Element} = require('domhandler');\nmodule.exports = Element;\n", 'src/fixture.cjs'),
    ).toContain('n/no-extraneous-require');
  });

  it('pass for declared packages and for the bundler aliases', async () => {
    const code = [
      "import clsx from 'clsx';",
      "import Link from '@docusaurus/Link';",
      "import Heading from '@theme/Heading';",
      "import {product} from '@site/src/data/product';",
      'export const parts = [clsx, Link, Heading, product];',
      '',
    ].join('\n');
    expect(await rulesHit(code, 'src/lib/fixture.ts')).not.toContainEqual(expect.stringMatching(/^n\//));
  });
});
