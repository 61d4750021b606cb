import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkFigures, {
  CROP_MARGIN,
  MAX_CROP,
  WIDE_CROP_SCALE,
  cropAlt,
  cropDisplaySize,
  cropOfSource,
  cropsOf,
  readCallouts,
  remarkFigureCropSizes,
} from './remarkFigures';

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
          // The control whole.
          expect(crop.x, `${n}: left`).toBeLessThanOrEqual(box.x);
          expect(crop.y, `${n}: top`).toBeLessThanOrEqual(box.y);
          expect(crop.x + crop.width, `${n}: right`).toBeGreaterThanOrEqual(box.x + box.width);
          expect(crop.y + crop.height, `${n}: bottom`).toBeGreaterThanOrEqual(box.y + box.height);
        }
        // The margin on each side wherever the drawing has room and no other control is in that strip, corners included.
        const others = callouts.filter((callout) => !crop.numbers.includes(callout.n)).map((callout) => callout.box);
        const clear = (x: number, y: number, w: number, h: number) =>
          !others.some((o) => o.x < x + w && x < o.x + o.width && o.y < y + h && y < o.y + o.height);
        const inner = {
          left: Math.min(...boxes.map((box) => box.x)),
          top: Math.min(...boxes.map((box) => box.y)),
          right: Math.max(...boxes.map((box) => box.x + box.width)),
          bottom: Math.max(...boxes.map((box) => box.y + box.height)),
        };
        const tall = inner.bottom - inner.top;
        const wide = inner.right - inner.left;
        if (
          clear(inner.left - CROP_MARGIN, inner.top - CROP_MARGIN, CROP_MARGIN, tall + 2 * CROP_MARGIN) &&
          inner.left >= CROP_MARGIN
        ) {
          expect(crop.x, 'left margin').toBeLessThanOrEqual(inner.left - CROP_MARGIN);
        }
        if (
          clear(inner.right, inner.top - CROP_MARGIN, CROP_MARGIN, tall + 2 * CROP_MARGIN) &&
          inner.right + CROP_MARGIN <= width
        ) {
          expect(crop.x + crop.width, 'right margin').toBeGreaterThanOrEqual(inner.right + CROP_MARGIN);
        }
        if (
          clear(inner.left - CROP_MARGIN, inner.top - CROP_MARGIN, wide + 2 * CROP_MARGIN, CROP_MARGIN) &&
          inner.top >= CROP_MARGIN
        ) {
          expect(crop.y, 'top margin').toBeLessThanOrEqual(inner.top - CROP_MARGIN);
        }
        if (
          clear(inner.left - CROP_MARGIN, inner.bottom, wide + 2 * CROP_MARGIN, CROP_MARGIN) &&
          inner.bottom + CROP_MARGIN <= height
        ) {
          expect(crop.y + crop.height, 'bottom margin').toBeGreaterThanOrEqual(inner.bottom + CROP_MARGIN);
        }
        // No part of another control at an edge: each other control is whole inside the crop, outside it, or
        // overlaps the crop's own controls (and so cannot be left out).
        for (const other of others) {
          const inside =
            crop.x <= other.x &&
            crop.y <= other.y &&
            crop.x + crop.width >= other.x + other.width &&
            crop.y + crop.height >= other.y + other.height;
          const outside = !(
            other.x < crop.x + crop.width &&
            crop.x < other.x + other.width &&
            other.y < crop.y + crop.height &&
            crop.y < other.y + other.height
          );
          const onOwn =
            other.x < inner.right &&
            inner.left < other.x + other.width &&
            other.y < inner.bottom &&
            inner.top < other.y + other.height;
          expect(inside || outside || onOwn, `${file}: a part of another control at an edge of ${crop.numbers}`).toBe(
            true,
          );
        }
        // No wider or taller than its controls and their margin: more would show part of a neighbour at an edge.
        expect(crop.x, 'left edge').toBeGreaterThanOrEqual(Math.min(...boxes.map((box) => box.x)) - CROP_MARGIN - 1);
        expect(crop.y, 'top edge').toBeGreaterThanOrEqual(Math.min(...boxes.map((box) => box.y)) - CROP_MARGIN - 1);
        expect(crop.x + crop.width, 'right edge').toBeLessThanOrEqual(
          Math.max(...boxes.map((box) => box.x + box.width)) + CROP_MARGIN + 1,
        );
        expect(crop.y + crop.height, 'bottom edge').toBeLessThanOrEqual(
          Math.max(...boxes.map((box) => box.y + box.height)) + CROP_MARGIN + 1,
        );
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

  it('show at their own size, never larger than life, and a crop wider than MAX_CROP at the scale of the widest', () => {
    expect(cropDisplaySize({x: 0, y: 0, width: 200, height: 80})).toEqual({width: 200, height: 80});
    expect(cropDisplaySize({x: 0, y: 0, width: MAX_CROP.width, height: 300})).toEqual({
      width: MAX_CROP.width,
      height: 300,
    });
    const wide = cropDisplaySize({x: 0, y: 0, width: 900, height: 300});
    expect(wide.width / 900).toBeCloseTo(WIDE_CROP_SCALE, 2);
    // In a 358 px phone column the widest crop of several controls and a wide one read at the same scale.
    expect(WIDE_CROP_SCALE * MAX_CROP.width).toBeCloseTo(358, 5);
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

  it('put a crop wider than MAX_CROP in a region that scrolls sideways and a keyboard can reach', () => {
    const tree = run('![The Withdrawal screen](./img/withdrawal.svg)\n');
    expect(tree).toContain('"value":"figure-crop-scroll"');
    expect(tree).toContain('"name":"tabIndex","value":"0"');
    expect(tree).toMatch(/"name":"aria-label","value":"Where control \d+ of the figure above is, scrolling sideways"/);
  });

  it('after the theme gives each image its file’s size, give each crop its own', () => {
    const image = (src: string) => ({
      type: 'mdxJsxTextElement',
      name: 'img',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'src', value: {type: 'mdxJsxAttributeValueExpression', value: src}},
        {type: 'mdxJsxAttribute', name: 'width', value: '960'},
        {type: 'mdxJsxAttribute', name: 'height', value: '895'},
      ],
      children: [],
    });
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            image(`require("./a.svg").default + '#svgView(viewBox(10,20,300,120))'`),
            image(`require("./a.svg").default`),
          ],
        },
      ],
    };
    remarkFigureCropSizes()(tree as never);
    const sizes = tree.children[0].children.map((node) =>
      Object.fromEntries(node.attributes.filter((a) => a.name !== 'src').map((a) => [a.name, a.value])),
    );
    expect(sizes).toEqual([
      {width: '300', height: '120'},
      {width: '960', height: '895'},
    ]);
    expect(cropOfSource('a.svg#svgView(viewBox(1,2,3,4))')).toEqual({x: 1, y: 2, width: 3, height: 4});
  });

  it('leave other images and paragraphs as they are', () => {
    const tree = run('Some text with ![an icon](./img/home.svg) inside.\n\n![a photo](./img/photo.png)\n');
    expect(tree).not.toContain('"name":"figure"');
  });
});
