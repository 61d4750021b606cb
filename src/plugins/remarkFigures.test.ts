import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkFigures, {cropsOf, readCallouts} from './remarkFigures';

const figuresDir = path.resolve(__dirname, '../../docs/functional/img');
const figures = fs.readdirSync(figuresDir).filter((file) => file.endsWith('.svg'));

describe('the phone crops of an app-screen figure', () => {
  it('exist for every app-screen figure', () => {
    expect(figures.length).toBeGreaterThan(20);
  });

  for (const file of figures) {
    it(`${file}: put every callout in one crop, inside the drawing, small enough to read on a phone`, () => {
      const {width, height, callouts} = readCallouts(fs.readFileSync(path.join(figuresDir, file), 'utf8'));
      expect(callouts.length).toBeGreaterThan(0);
      const crops = cropsOf(width, height, callouts);
      const numbers = crops.flatMap((crop) => crop.numbers).sort((a, b) => a - b);
      expect(numbers).toEqual(callouts.map((callout) => callout.n).sort((a, b) => a - b));
      for (const crop of crops) {
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(width);
        expect(crop.y + crop.height).toBeLessThanOrEqual(height);
        // Shown in a 358 px column, a crop keeps at least 0.6 of its size (its numbers 7.8 px or more).
        expect(358 / crop.width).toBeGreaterThanOrEqual(0.6);
        for (const n of crop.numbers) {
          const callout = callouts.find((candidate) => candidate.n === n);
          expect(callout && callout.x >= crop.x && callout.x <= crop.x + crop.width, `${n} in its crop`).toBe(true);
          expect(callout && callout.y >= crop.y && callout.y <= crop.y + crop.height, `${n} in its crop`).toBe(true);
        }
      }
    });
  }
});

describe('figures in a page', () => {
  const run = (markdown: string, file = path.join(figuresDir, '../home.mdx')) => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFigures);
    const vfile = new VFile({path: file, value: markdown});
    return JSON.stringify(processor.runSync(processor.parse(vfile), vfile));
  };

  it('become a <figure>, with the italic line after them as the caption', () => {
    const tree = run('![The Home screen](./img/home.svg)\n\n*The Home screen. The numbers match the table.*\n');
    expect(tree).toContain('"name":"figure"');
    expect(tree).toContain('"name":"figcaption"');
    expect(tree).not.toMatch(/"type":"emphasis"/);
  });

  it('of an app screen get their crops, for phones only, which the twin and print leave out', () => {
    const tree = run('![The Home screen](./img/home.svg)\n');
    expect(tree).toContain('"value":"figure-crops"');
    expect(tree).toContain('"name":"data-browser-only"');
    expect(tree).toMatch(/"url":"\.\/img\/home\.svg#svgView\(viewBox\(\d+,\d+,\d+,\d+\)\)"/);
  });

  it('leave other images and paragraphs as they are', () => {
    const tree = run('Some text with ![an icon](./img/home.svg) inside.\n\n![a photo](./img/photo.png)\n');
    expect(tree).not.toContain('"name":"figure"');
  });
});
