/**
 * Writes the figure of every screen in src/features/screens to
 * docs/functional/img/<id>.svg. Run it after changing a screen's data or
 * layout: `npm run figures`. With `--check`, it writes
 * nothing and fails if a figure on disk differs from what it would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import {screenIds} from '..';
import {figureFile, projectRoot, renderScreen} from './render';

async function main(check: boolean): Promise<void> {
  const stale: string[] = [];

  for (const id of screenIds) {
    const file = figureFile(id);
    const svg = await renderScreen(id);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    const where = path.relative(projectRoot, file);
    if (current === svg) {
      console.log(`same     ${where}`);
    } else if (check) {
      stale.push(where);
      console.log(`stale    ${where}`);
    } else {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, svg);
      console.log(`written  ${where}`);
    }
  }

  if (stale.length > 0) {
    console.error(`\n${stale.length} figure(s) out of date: run npm run figures`);
    process.exitCode = 1;
  }
}

void main(process.argv.includes('--check'));
