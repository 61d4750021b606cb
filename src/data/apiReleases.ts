/**
 * The API's released versions, oldest first: each one's description is kept in static/ under a versioned name and
 * published beside /openapi.yaml. static/openapi.yaml is the working description, the one the pages read; the
 * changes between consecutive releases are generated from these files at build time (src/features/api/changes).
 */
import {product} from './product';

export type ApiRelease = {
  version: string;
  /** The file under static/, published at the site's root. */
  file: string;
  /** The day it shipped (the last day, for a release that shipped in steps), where the brief says it. */
  date?: string;
  /** Where its description comes from, when it was rebuilt from the history. */
  source?: string;
  /** The post that carries its release notes and the list of its API changes. */
  notesPath?: string;
  /** Posts that describe its changes (each may claim only what its generated list holds). */
  posts: readonly string[];
};

export const apiReleases = [
  {
    version: '4.8.0',
    file: 'openapi-4.8.0.yaml',
    source:
      'static/openapi.yaml at commit d7718a9 (25 November 2026), the last description before the changes of 4.8.1 were carried into it',
    posts: [],
  },
  {
    version: product.version,
    file: `openapi-${product.version}.yaml`,
    date: '2026-11-27',
    notesPath: product.releaseNotesPath,
    posts: [
      'blog/2026-11-24-long-blog-post.mdx',
      'blog/2026-11-27-first-blog-post.mdx',
      'blog/2026-11-27-mdx-blog-post.mdx',
    ],
  },
] as const satisfies readonly ApiRelease[];

/**
 * Changes in static/openapi.yaml since the latest release, each acknowledged as `scope name[ field] kind`
 * (as `changeKey` writes it), until they ship in a new version. A change the description makes without an entry
 * here fails tests/unit/api-releases.test.ts; so does an entry for a change the description does not make.
 */
export const unreleasedApiChanges: readonly string[] = [];
