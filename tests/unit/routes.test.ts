import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {specRoutes} from '../../src/data/routes';
import {networks} from '../../src/data/networks';
import {readDocs} from '../../src/lib/docFiles';
import {docsDir, projectRoot} from '../support/docs';

describe("the specification's routes", () => {
  it('lists the 115 routes of the specification, once each, with trailing slashes', () => {
    expect(specRoutes).toHaveLength(115);
    expect(new Set(specRoutes).size).toBe(115);
    for (const route of specRoutes) {
      expect(route).toMatch(/^\/([a-z0-9-]+\/)*$/);
    }
  });

  it('has one network guide route per network in the data file', () => {
    const guides = specRoutes
      .filter((route) => route.startsWith('/for-developers/interaction-with-crypto-networks/'))
      .map((route) =>
        route.replace(/^\/for-developers\/interaction-with-crypto-networks\/working-with-the-(.+)-network\/$/, '$1'),
      );
    expect(guides.sort()).toEqual(networks.map((n) => n.id).sort());
  });

  it('gives every doc file a route of the specification', async () => {
    const docRoutes = (await readDocs(docsDir)).map((doc) => doc.route);
    expect(docRoutes.filter((route) => !specRoutes.includes(route))).toEqual([]);
  });

  it('gives every blog tag declared in tags.yml a tag route of the specification', () => {
    const tags = fs
      .readFileSync(path.join(projectRoot, 'blog/tags.yml'), 'utf8')
      .split('\n')
      .map((line) => /^([a-z0-9-]+):\s*$/.exec(line)?.[1])
      .filter(Boolean);
    const tagRoutes = specRoutes.filter((route) => route.startsWith('/blog/tags/') && route !== '/blog/tags/');
    expect(tags.map((tag) => `/blog/tags/${tag}/`).sort()).toEqual(tagRoutes.sort());
  });
});
