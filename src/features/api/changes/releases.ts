/**
 * The released descriptions (src/data/apiReleases.ts) and the changes between each one and the one before, read in
 * Node.js at build time and in tests. Each release's changes are computed once per build.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {apiReleases, type ApiRelease} from '../../../data/apiReleases';
import type {OpenApiDocument} from '../types';
import {apiChanges, type ApiChange} from './diff';

const staticDir = path.resolve(__dirname, '../../../../static');

/** A description in static/ (a released one, or `openapi.yaml`, the working one), parsed. */
export function readDescription(file: string): OpenApiDocument {
  return yaml.load(fs.readFileSync(path.join(staticDir, file), 'utf8')) as OpenApiDocument;
}

/** The release of a version and the one before it; an unknown version or the first release stops the build. */
export function releasePair(version: string): {release: ApiRelease; previous: ApiRelease} {
  const at = apiReleases.findIndex((release) => release.version === version);
  if (at < 0) throw new Error(`No API release ${version} in src/data/apiReleases.ts.`);
  if (at === 0) throw new Error(`API release ${version} is the first kept: there is nothing to compare it with.`);
  return {release: apiReleases[at], previous: apiReleases[at - 1]};
}

const cache = new Map<string, ApiChange[]>();

/** What changed in the API from the release before `version` to `version`. */
export function releaseChanges(version: string): ApiChange[] {
  const known = cache.get(version);
  if (known) return known;
  const {release, previous} = releasePair(version);
  const changes = apiChanges(readDescription(previous.file), readDescription(release.file));
  cache.set(version, changes);
  return changes;
}

/** One change as one line, the form src/data/apiReleases.ts acknowledges unreleased changes in. */
export function changeKey(change: ApiChange): string {
  const values = change.values ? ` ${change.values.join(',')}` : '';
  return [change.scope, change.name, change.field, change.kind].filter(Boolean).join(' ') + values;
}
