// @ts-check
/** The check of a page's imports: each names a module that exists, and the names it takes are exported there. */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import createJiti from 'jiti';
import {visit} from 'unist-util-visit';

const jiti = createJiti(import.meta.url);
const {pick} = /** @type {typeof import('../../../src/features/api/loader')} */ (
  jiti('../../../src/features/api/loader.ts')
);
const {API_DATA, apiDataModules} = /** @type {typeof import('../../../src/features/api/dataModules')} */ (
  jiti('../../../src/features/api/dataModules.ts')
);
/** @type {Set<string> | undefined} */
let apiDataNames;

/** @typedef {import('./page.mjs').Problem} Problem */

const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The file an import names, or undefined when there is none.
 *
 * @param {string} request
 * @param {string} file the importing page
 * @param {import('./site.mjs').Site} site
 */
function resolveImport(request, file, site) {
  // `!!raw-loader!@site/x.py`: a webpack loader, then the file it reads.
  const loaders = request.split('!').filter(Boolean);
  const [specifier, query] = /** @type {string} */ (loaders.pop()).split('?');
  // A part of the API description (`openapi.yaml?pick=/json/pointer`): the value must be there.
  if (specifier === '@site/static/openapi.yaml') {
    const pointer = new URLSearchParams(query ?? '').get('pick');
    if (pointer === null) return query ? specifier : undefined;
    try {
      pick(site.apiDocument, pointer);
      return specifier;
    } catch {
      return undefined;
    }
  }
  // A fact of the API description as a whole, which the API plugin writes as data (dataModules.ts).
  if (specifier.startsWith(API_DATA)) {
    apiDataNames ??= new Set(Object.keys(apiDataModules()));
    return apiDataNames.has(specifier.slice(API_DATA.length)) ? specifier : undefined;
  }
  const packages = createRequire(path.join(site.projectRoot, 'package.json'));
  for (const loader of loaders) {
    try {
      packages.resolve(loader);
    } catch {
      return undefined;
    }
  }
  const local = specifier.startsWith('@site/')
    ? path.join(site.projectRoot, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : undefined;
  if (local) {
    return MODULE_EXTENSIONS.map((extension) => `${local}${extension}`).find((candidate) => {
      try {
        return fs.statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
  }
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/')) {
    // Theme components and Docusaurus's client modules are aliases the bundler resolves; the compile step and the build check them.
    return specifier;
  }
  try {
    return packages.resolve(specifier);
  } catch {
    return undefined;
  }
}

/** The names a TypeScript or JavaScript module exports, or undefined when it re-exports a whole module. */
function exportsOf(/** @type {string} */ moduleFile) {
  if (!/\.(ts|tsx|js|jsx|mjs)$/.test(moduleFile)) return undefined;
  const source = fs.readFileSync(moduleFile, 'utf8');
  if (/^export \* from/m.test(source)) return undefined;
  const names = new Set(
    [
      ...source.matchAll(
        /^export (?:declare )?(?:async )?(?:const|let|var|function\*?|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm,
      ),
    ].map((match) => match[1]),
  );
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name.replace(/^type\s+/, ''));
    }
  }
  if (/^export default /m.test(source)) names.add('default');
  return names;
}

/**
 * The problems of a page's imports: a module that does not exist, or a name it does not export.
 *
 * @param {import('mdast').Root} tree
 * @param {string} file
 * @param {import('./site.mjs').Site} site
 * @returns {Problem[]}
 */
export function importProblems(tree, file, site) {
  /** @type {Problem[]} */
  const problems = [];
  visit(tree, 'mdxjsEsm', (node) => {
    const program = /** @type {import('estree').Program | undefined} */ (node.data?.estree);
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String(statement.source.value);
      const moduleFile = resolveImport(specifier, file, site);
      if (!moduleFile) {
        problems.push({node, message: `imports ${specifier}, which does not exist`});
        continue;
      }
      const exported = moduleFile === specifier || specifier.includes('!') ? undefined : exportsOf(moduleFile);
      if (!exported) continue;
      for (const imported of statement.specifiers) {
        const name =
          imported.type === 'ImportDefaultSpecifier'
            ? 'default'
            : imported.type === 'ImportSpecifier' && imported.imported.type === 'Identifier'
              ? imported.imported.name
              : undefined;
        if (name && !exported.has(name)) {
          problems.push({
            node,
            message: `imports ${name === 'default' ? 'a default export' : name} from ${specifier}, which has none of that name`,
          });
        }
      }
    }
  });
  return problems;
}
