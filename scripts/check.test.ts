import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const projectRoot = path.resolve(__dirname, '..');
const docsDir = path.join(projectRoot, 'docs');

/**
 * `npm run check` on a page as it is, and on a copy of docs/ where each of six
 * pages has one fault a writer could make: each fault must be named, on its page.
 */
let copy = '';

function check(files: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const run = spawnSync('node', [path.join(projectRoot, 'scripts/check.mjs'), ...files], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {...process.env, ...env},
  });
  return {status: run.status, output: `${run.stdout}\n${run.stderr}`, seconds: (performance.now() - started) / 1000};
}

/** The faults, each put at the end of one page of the copy, with what the check must say about it. */
const faults = [
  {
    page: 'swap.mdx',
    text: 'See [the old page](./no-such-page.mdx).',
    says: /swap\.mdx:\d+: links to \.\/no-such-page\.mdx/,
  },
  {
    page: 'multisend.mdx',
    text: 'See [the steps](./swap.mdx#no-such-heading).',
    says: /multisend\.mdx:\d+: links to \.\/swap\.mdx#no-such-heading, but .*swap\.mdx has no heading or id "no-such-heading"/,
  },
  {
    page: 'intro.mdx',
    text: "import Gauge from '@site/src/components/NoSuchGauge';\n\n<Gauge />",
    says: /intro\.mdx:\d+: imports @site\/src\/components\/NoSuchGauge, which does not exist/,
  },
  {
    page: 'status-page.mdx',
    text: 'A report stays open for 24 hours.',
    says: /no page types a 24-hour window[\s\S]*status-page\.mdx:\d+/,
  },
  {
    page: 'creating-branded-crypto-invoice.mdx',
    text: '1. Select **Make it shiny**.',
    says: /creating-branded-crypto-invoice\.mdx:\d+: \*\*Make it shiny\*\*/,
  },
  {
    page: 'for-developers/callbacks.mdx',
    text: '<ApiEndpoint op="noSuchOp" />',
    says: /callbacks\.mdx:\d+: The API description has no operation "noSuchOp"/,
  },
  {
    // The reference's anchors come from the API elements: the check knows them, so it knows this one is missing.
    page: 'for-developers/tech-stack.mdx',
    text: 'See [the operation](./specification.mdx#op-noSuchOp).',
    says: /tech-stack\.mdx:\d+: links to \.\/specification\.mdx#op-noSuchOp, but .*specification\.mdx has no heading or id "op-noSuchOp"/,
  },
  {
    page: 'for-developers/api/using-api-for-nft.mdx',
    text: "import missing from '@site/static/openapi.yaml?pick=/components/schemas/NoSuchSchema';",
    says: /using-api-for-nft\.mdx:\d+: imports @site\/static\/openapi\.yaml\?pick=\/components\/schemas\/NoSuchSchema, which does not exist/,
  },
  {
    // A data module of the API plugin (src/features/api/dataModules.ts) that it does not write.
    page: 'for-developers/api/using-api-for-swap.mdx',
    text: "import nothing from '@generated/coinloom-api-description/default/request-example/noSuchOp.json';",
    says: /using-api-for-swap\.mdx:\d+: imports @generated\/coinloom-api-description\/default\/request-example\/noSuchOp\.json, which does not exist/,
  },
];

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-check-'));
  fs.cpSync(docsDir, copy, {recursive: true});
  for (const {page, text} of faults) {
    fs.appendFileSync(path.join(copy, page), `\n${text}\n`);
  }
});

afterAll(() => {
  if (copy) fs.rmSync(copy, {recursive: true, force: true});
});

describe('npm run check', () => {
  it('passes a page as it is, in well under a minute, its links to API headings and reference anchors included', () => {
    const {status, output, seconds} = check(['docs/swap.mdx', 'docs/for-developers/api/using-api-for-checkout.mdx']);
    expect(status, output).toBe(0);
    expect(output).toMatch(/ok +2 pages checked/);
    expect(seconds).toBeLessThan(60);
  });

  it('names each fault on its page: a broken link or anchor, an unknown import or pick, a typed fact, an unknown label and an unknown API operation', () => {
    const {status, output} = check(
      faults.map(({page}) => path.join(copy, page)),
      {COINLOOM_DOCS_DIR: copy},
    );
    expect(status).toBe(1);
    for (const {page, says} of faults) {
      expect(output, page).toMatch(says);
    }
  });
});
