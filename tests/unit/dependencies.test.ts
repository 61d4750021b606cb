/**
 * The dependency split says who needs a package: what the site's build or pages import is a dependency, what
 * only tests and tools import is a devDependency, and every `@docusaurus/*` package is pinned to the core's version
 * (the theme wraps import their internals; see src/theme/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';
import {describe, expect, it} from 'vitest';
import {projectRoot} from '../support/docs';

const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // The Postman scripts run in Postman's sandbox, which provides what they require.
    if (file.includes(`${path.sep}postman${path.sep}`) && entry.name.endsWith('.js')) return [];
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The package a bare specifier names: `@scope/name/deep` gives `@scope/name`, `name/deep` gives `name`. */
const packageOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** The packages a file imports (static, dynamic or `require`), leaving out Node's own, aliases and type-only imports. */
function importedPackages(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|\n)\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    if (match[1]) continue;
    const specifier = match[2] ?? match[3];
    // Paths, the site's aliases, loader prefixes and Node's own modules name no package.
    if (/^[./]|^@site\/|^@theme|^@generated\/|^node:|^!!/.test(specifier) || builtinModules.includes(specifier))
      continue;
    // `@docusaurus/Link`, `@docusaurus/router`…: modules of the core's client, not packages of their own.
    if (
      specifier.startsWith('@docusaurus/') &&
      !fs.existsSync(path.join(projectRoot, 'node_modules', packageOf(specifier)))
    ) {
      continue;
    }
    found.add(packageOf(specifier));
  }
  return [...found];
}

const siteFiles = [
  ...sourceFiles(path.join(projectRoot, 'src')),
  path.join(projectRoot, 'docusaurus.config.ts'),
  path.join(projectRoot, 'sidebars.ts'),
];

describe('dependencies', () => {
  it('lists every package the site imports as a dependency, not a devDependency', () => {
    const misplaced = siteFiles.flatMap((file) =>
      importedPackages(file)
        .filter((name) => !(name in manifest.dependencies))
        .map((name) => `${path.relative(projectRoot, file)} imports ${name}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps a package only tests and tools import out of the dependencies', () => {
    const used = new Set(siteFiles.flatMap(importedPackages));
    // Packages the site uses without importing them by name: the CLI (`docusaurus build`) and its faster bundler (`future.faster`), the React runtime and
    // the MDX provider the theme imports, the loaders and highlighter the theme uses, and what the config names.
    const unnamed = Object.keys(manifest.dependencies).filter((name) => !used.has(name));
    const config = fs.readFileSync(path.join(projectRoot, 'docusaurus.config.ts'), 'utf8');
    const notReferenced = unnamed.filter(
      (name) =>
        !config.includes(name) &&
        ![
          '@docusaurus/core',
          '@docusaurus/faster',
          'react',
          'react-dom',
          '@mdx-js/react',
          'raw-loader',
          'prism-react-renderer',
        ].includes(name),
    );
    expect(notReferenced).toEqual([]);
  });

  it('pins every @docusaurus package to one version', () => {
    const versions = Object.entries({...manifest.dependencies, ...manifest.devDependencies}).filter(([name]) =>
      name.startsWith('@docusaurus/'),
    );
    expect(new Set(versions.map(([, version]) => version))).toEqual(
      new Set([manifest.dependencies['@docusaurus/core']]),
    );
    expect(manifest.dependencies['@docusaurus/core']).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
