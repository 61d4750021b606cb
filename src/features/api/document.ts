/**
 * Reads the API description (static/openapi.yaml) in Node.js: at build time,
 * in the dev server and in tests. The browser never gets the whole document;
 * pages receive what they show, rendered at build time (see render/).
 *
 * The parsed document is kept until the file changes, so every build step
 * that asks for it (the plugin, the remark step, the webpack loader) parses
 * it once per change.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {OpenApiDocument} from './types';
import {valueAt} from './pointer';

/** The description's file, published as it is at `/openapi.yaml`. */
export const apiDocumentFile = path.resolve(__dirname, '../../../static/openapi.yaml');

let cached: {file: string; mtimeMs: number; size: number; document: OpenApiDocument} | undefined;

/** Every `$ref` in the document that points at nothing, as `from → to`. */
export function unresolvedRefs(document: OpenApiDocument): string[] {
  const missing: string[] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${where}/${index}`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (valueAt(document, value) === undefined) missing.push(`${where} → ${value}`);
      } else {
        visit(value, `${where}/${key}`);
      }
    }
  };
  visit(document, '#');
  return missing;
}

/**
 * The API description, parsed, with every reference checked. Throws with the
 * broken references named, so a typo in the description stops the build.
 */
export function readApiDocument(file: string = apiDocumentFile): OpenApiDocument {
  const stat = fs.statSync(file);
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
    return cached.document;
  }
  const document = yaml.load(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
  const missing = unresolvedRefs(document);
  if (missing.length) {
    throw new Error(`The API description has references to nothing:\n${missing.join('\n')}`);
  }
  cached = {file, mtimeMs: stat.mtimeMs, size: stat.size, document};
  return document;
}
