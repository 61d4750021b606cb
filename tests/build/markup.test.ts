import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildDir, requireBuild} from '../support/docs';

/**
 * Every built page through the W3C Nu HTML Checker (vnu-jar, on the installed Java), as the W3C's online
 * validator would check it. Errors and warnings fail; the checker's plain notes ("info") do not, as the
 * online validator does not show them either. What stock Docusaurus emits, which this site does not
 * write and cannot change without ejecting a theme component, is allowed below, each with its reason.
 */

/** The checker itself, from the vnu-jar package; it runs on the installed Java (`java` on the PATH). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type Message = {type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string};
type Allowed = {message: RegExp; pages: RegExp; why: string};

const ALLOWED: Allowed[] = [
  {
    message: /^The “itemprop” attribute was specified, but the element is not a property of any item\.$/,
    pages: /./,
    why: 'The theme marks the "Last updated" date as schema.org dateModified outside any itemscope.',
  },
  {
    message: /^(Section|Article) lacks heading\./,
    pages: /^\/category\/[a-z-]+\/$/,
    why: "A generated category index lists its pages' cards in an <article> and a <section> with no heading of their own.",
  },
  {
    message: /^Section lacks heading\./,
    pages: /^\/blog\/tags\/$/,
    why: "The blog's tag list groups tags by first letter in sections whose letter is not a heading.",
  },
];

/** The route of a checked file, as readers know it. */
function routeOf(url: string): string {
  const file = path.relative(buildDir, decodeURIComponent(new URL(url).pathname));
  return `/${file}`.replace(/index\.html$/, '');
}

let messages: Message[] = [];
let pages = 0;

beforeAll(() => {
  requireBuild();
  pages = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html')).length;
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--skip-non-html', '--exit-zero-always', buildDir], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`The Nu checker did not run: ${run.error ?? run.stderr}`);
  messages = (JSON.parse(run.stderr) as {messages: Message[]}).messages;
}, 300_000);

const isReported = (message: Message) => message.type === 'error' || message.subType === 'warning';
const allowanceOf = (message: Message) =>
  ALLOWED.find((allowed) => allowed.message.test(message.message) && allowed.pages.test(routeOf(message.url)));

describe('the W3C Nu HTML Checker', () => {
  it('checks every page of the build', () => {
    expect(pages).toBeGreaterThan(115);
    expect(messages.filter((message) => message.type === 'non-document-error')).toEqual([]);
  });

  it('finds no error or warning beyond the allowed ones', () => {
    const faults = messages
      .filter((message) => isReported(message) && !allowanceOf(message))
      .map((message) => `${routeOf(message.url)}:${message.lastLine} ${message.message} [${message.extract?.trim()}]`);
    expect(faults).toEqual([]);
  });

  it('still needs every allowance: one that nothing matches is taken out', () => {
    const used = new Set(messages.filter(isReported).map(allowanceOf));
    expect(ALLOWED.filter((allowed) => !used.has(allowed)).map((allowed) => allowed.why)).toEqual([]);
  });
});
