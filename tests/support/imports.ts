/**
 * The imports of the project's files, read and resolved as the TypeScript compiler reads them (its
 * `preProcessFile` and `resolveModuleName`, with tsconfig.json's paths such as `@site/*`), for the tests of
 * the code's structure: the dependency split, import circles, and what may import what.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {projectRoot} from './docs';

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(projectRoot, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
const options: ts.CompilerOptions = {...config?.options, allowJs: true};

/** Every module specifier a file names: static and dynamic imports, re-exports and `require` calls. */
export function specifiersOf(file: string): string[] {
  const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName);
}

/** The project file a specifier names from a file (its query dropped), or undefined for a package or Node's own. */
export function resolveLocal(specifier: string, fromFile: string): string | undefined {
  const bare = specifier.replace(/^!!raw-loader!/, '').split('?')[0];
  const {resolvedModule} = ts.resolveModuleName(bare, fromFile, options, ts.sys);
  const resolved = resolvedModule?.resolvedFileName;
  if (resolved && !resolvedModule.isExternalLibraryImport && !resolved.includes(`${path.sep}node_modules${path.sep}`)) {
    return path.resolve(resolved);
  }
  // Files the compiler does not resolve as modules (styles, YAML, JSON without resolveJsonModule).
  const candidate = bare.startsWith('.')
    ? path.resolve(path.dirname(fromFile), bare)
    : bare.startsWith('@site/')
      ? path.join(projectRoot, bare.slice('@site/'.length))
      : undefined;
  return candidate && fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : undefined;
}

/** The code files below a folder of the project (tests beside the code included), by absolute path. */
export function codeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(projectRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(projectRoot, dir, file));
}

/** The import circles among files: each as the files on it, in import order, starting at its first file by name. */
export function importCircles(files: readonly string[]): string[][] {
  const inSet = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      [...new Set(specifiersOf(file).map((specifier) => resolveLocal(specifier, file)))].filter(
        (target): target is string => target !== undefined && inSet.has(target),
      ),
    ]),
  );
  const circles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = stack.slice(stack.indexOf(next));
        const first = circle.indexOf([...circle].sort()[0]);
        const ordered = [...circle.slice(first), ...circle.slice(0, first)];
        circles.set(ordered.join(' → '), ordered);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...files].sort()) if (!state.has(file)) visit(file);
  return [...circles.values()];
}
