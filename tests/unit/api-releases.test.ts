/**
 * The released API descriptions (src/data/apiReleases.ts, static/openapi-<version>.yaml) and what the site says
 * changed between them:
 * - each release is kept, published beside /openapi.yaml, and says its version;
 * - the working description (static/openapi.yaml) differs from the latest release only by changes acknowledged in
 *   `unreleasedApiChanges`, and every acknowledged change is one it makes;
 * - a post about a release names in code only what the generated list of that release's changes names: an API name
 *   in code (an operation id, schema, field, enum value, event or error code) is a claim that it changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {describe, expect, it} from 'vitest';
import {apiReleases, unreleasedApiChanges} from '../../src/data/apiReleases';
import {apiChanges, changedNames} from '../../src/features/api/changes/diff';
import {changeKey, readDescription, releaseChanges} from '../../src/features/api/changes/releases';
import type {OpenApiDocument} from '../../src/features/api/types';
import {contentRoot, projectRoot} from '../support/docs';
import {readPage, type Page} from '../support/pages';

/** Every name the description gives: operation ids, schemas, fields, enum values, events and error codes. */
export function apiNames(document: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) {
      if (key === 'enum') node.forEach((value) => names.add(String(value)));
      else node.forEach((item) => visit(item));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [name, value] of Object.entries(node)) {
      if (name === 'operationId' && typeof value === 'string') names.add(value);
      if ((key === 'properties' || key === 'x-error-catalog' || key === 'schemas') && typeof value === 'object')
        names.add(name);
      if (/^(description|summary|example|examples|x-enum-descriptions)$/.test(name)) continue;
      visit(value, name);
    }
  };
  visit(document);
  Object.keys(document.webhooks ?? {}).forEach((event) => names.add(event));
  return names;
}

/** The names a page writes in code: `inline code`, and <code>{expression}</code> with its value. */
export function codeNames(page: Page): {name: string; line: number}[] {
  const found: {name: string; line: number}[] = [];
  const visit = (node: Root | RootContent): void => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode') found.push({name: node.value, line});
    if (node.type === 'mdxJsxTextElement' && node.name === 'code') {
      for (const child of node.children) {
        if (child.type === 'mdxTextExpression') found.push({name: String(page.valueOf(child.value)), line});
        if (child.type === 'text') found.push({name: child.value, line});
      }
      return;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(page.tree);
  return found;
}

/** What a post claims changed that the generated list of its release lacks, as `file:line: name`. */
export function unlistedClaims(page: Page, listed: ReadonlySet<string>, known: ReadonlySet<string>): string[] {
  return codeNames(page)
    .filter(({name}) => known.has(name) && !listed.has(name))
    .map(({name, line}) => `${page.where}:${line}: \`${name}\``);
}

const current = readDescription('openapi.yaml');

describe('the released API descriptions', () => {
  it('are kept for each release, published beside /openapi.yaml, each saying its version', () => {
    for (const release of apiReleases) {
      expect(release.file).toBe(`openapi-${release.version}.yaml`);
      expect(readDescription(release.file).info.version, release.file).toBe(release.version);
    }
    expect(apiReleases.at(-1)?.version).toBe(current.info.version);
  });

  it('differ from the working description only by the changes acknowledged as unreleased', () => {
    const latest = apiReleases[apiReleases.length - 1];
    const changes = apiChanges(readDescription(latest.file), current).map(changeKey);
    expect(changes, `changes since ${latest.version} that src/data/apiReleases.ts does not acknowledge`).toEqual([
      ...unreleasedApiChanges,
    ]);
  });

  it('would catch an unacknowledged change: a field added to the working description is one change', () => {
    const changed = structuredClone(current);
    const payment = changed.components?.schemas?.Payment as {properties: Record<string, unknown>};
    payment.properties.probe_field = {type: 'string'};
    const latest = readDescription(apiReleases[apiReleases.length - 1].file);
    const found = apiChanges(latest, changed).map(changeKey);
    expect(found.filter((key) => !unreleasedApiChanges.includes(key))).toEqual(['schema Payment probe_field added']);
  });

  it('give each release after the first a list of changes', () => {
    for (const release of apiReleases.slice(1))
      expect(releaseChanges(release.version).length, release.version).toBeGreaterThan(0);
  });
});

describe('posts about a release', () => {
  const known = apiNames(current);
  for (const release of apiReleases) {
    for (const post of release.posts) {
      it(`${post} claims only changes that the generated list of ${release.version} holds`, async () => {
        const listed = changedNames(releaseChanges(release.version));
        const page = await readPage(path.join(contentRoot, post));
        expect(unlistedClaims(page, listed, known)).toEqual([]);
      });
    }
  }

  it('are every post that names the version, so none escapes the check', () => {
    const blog = path.join(contentRoot, 'blog');
    const posts = fs
      .readdirSync(blog)
      .filter(
        (file) =>
          file.endsWith('.mdx') &&
          /product\.version|\b\d+\.\d+\.\d+\b/.test(fs.readFileSync(path.join(blog, file), 'utf8')),
      )
      .map((file) => `blog/${file}`);
    expect(posts.sort()).toEqual(apiReleases.flatMap((release) => release.posts).sort());
  });
});

describe('the release notes post', () => {
  it('places the generated list of its release under "API changes"', () => {
    for (const release of apiReleases) {
      if (!('notesPath' in release)) continue;
      const source = fs.readFileSync(path.join(projectRoot, release.posts[0]), 'utf8');
      expect(source).toMatch(/^## API changes\n\n<ApiChanges \/>$/m);
    }
  });
});
