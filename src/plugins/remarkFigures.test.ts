import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkFigures, {CROP_MARGIN, MAX_CROP, cropAlt, cropsOf, readCallouts} from './remarkFigures';

const figuresDir = path.resolve(__dirname, '../../docs/functional/img');
const figures = fs.readdirSync(figuresDir).filter((file) => file.endsWith('.svg'));

/** How wide a crop may be to show at 0.6 of its size or more in a 358 px phone column (its numbers 7.8 px). */
const READABLE_WIDTH = 358 / 0.6;

describe('the phone crops of an app-screen figure', () => {
  it('exist for every app-screen figure', () => {
    expect(figures.length).toBeGreaterThan(20);
  });

  for (const file of figures) {
    it(`${file}: frame every numbered control whole, with a margin, in crops inside the drawing that read on a phone`, () => {
      const svg = fs.readFileSync(path.join(figuresDir, file), 'utf8');
      const {width, height, callouts} = readCallouts(svg);
      expect(callouts.length).toBeGreaterThan(0);
      expect(callouts.length, 'every callout read, with its box').toBe(svg.match(/data-callout=/g)?.length);
      const crops = cropsOf(width, height, callouts);
      const numbers = crops.flatMap((crop) => crop.numbers).sort((a, b) => a - b);
      expect(numbers).toEqual(callouts.map((callout) => callout.n).sort((a, b) => a - b));
      for (const crop of crops) {
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(width);
        expect(crop.y + crop.height).toBeLessThanOrEqual(height);
        const boxes = crop.numbers.map((n) => callouts.find((callout) => callout.n === n)?.box ?? crop);
        for (const [index, box] of boxes.entries()) {
          const n = crop.numbers[index];
          // The control whole, and the margin around it wherever the drawing has room for it.
          expect(crop.x, `${n}: left`).toBeLessThanOrEqual(Math.max(0, box.x - CROP_MARGIN));
          expect(crop.y, `${n}: top`).toBeLessThanOrEqual(Math.max(0, box.y - CROP_MARGIN));
          expect(crop.x + crop.width, `${n}: right`).toBeGreaterThanOrEqual(
            Math.min(width, box.x + box.width + CROP_MARGIN),
          );
          expect(crop.y + crop.height, `${n}: bottom`).toBeGreaterThanOrEqual(
            Math.min(height, box.y + box.height + CROP_MARGIN),
          );
        }
        // Only a control too wide to read whole on a phone has a crop that shows it smaller, alone.
        if (crop.width > READABLE_WIDTH) {
          expect(crop.numbers, 'a crop too wide to read holds one control').toHaveLength(1);
          expect(boxes[0].width + 2 * CROP_MARGIN).toBeGreaterThan(MAX_CROP.width);
        }
      }
    });
  }

  it('on the Withdrawal screen frame the whole Withdrawals table and the whole line under Amount', () => {
    const svg = fs.readFileSync(path.join(figuresDir, 'withdrawal.svg'), 'utf8');
    const {width, height, callouts} = readCallouts(svg);
    const crops = cropsOf(width, height, callouts);
    /** Where the last text of the figure that matches starts and, estimated, ends (the table is drawn last). */
    const textAt = (pattern: string) => {
      const match = [
        ...svg.matchAll(new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>(${pattern})</text>`, 'g')),
      ].pop();
      expect(match, pattern).toBeDefined();
      const [, x, y, content] = match ?? ['', '0', '0', ''];
      return {left: Number(x), right: Number(x) + content.length * 13 * 0.56, y: Number(y)};
    };
    const shows = (n: number, pattern: string) => {
      const crop = crops.find((candidate) => candidate.numbers.includes(n));
      const text = textAt(pattern);
      return (
        crop !== undefined &&
        crop.x <= text.left &&
        crop.x + crop.width >= text.right &&
        crop.y <= text.y - 14 &&
        crop.y + crop.height >= text.y
      );
    };
    // Control 14 is the Withdrawals table: its heading, its first column and its last row.
    expect(shows(14, 'Withdrawals')).toBe(true);
    expect(shows(14, 'Withdrawal')).toBe(true);
    expect(shows(14, 'Status')).toBe(true);
    expect(shows(14, 'Cold wallet')).toBe(true);
    // Control 9 is Amount, with the balance under it.
    expect(shows(9, 'Available: [^<]+')).toBe(true);
  });

  it('say in their alt text which controls they show, in the singular or the plural', () => {
    expect(cropAlt([14])).toBe('Where control 14 of the figure above is');
    expect(cropAlt([9, 10])).toBe('Where controls 9 and 10 of the figure above are');
    expect(cropAlt([2, 3, 4])).toBe('Where controls 2, 3 and 4 of the figure above are');
  });
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
