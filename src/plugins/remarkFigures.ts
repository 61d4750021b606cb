/**
 * Makes every figure of a page (an SVG image alone in its paragraph) a
 * `<figure>`, with the italic line written right after it as its
 * `<figcaption>`.
 *
 * An app-screen figure numbers its controls (the callouts the screen figures
 * draw, `data-callout`). Fitted to a phone's column, the whole screen shows,
 * but its numbers come out about 4 px high. So for such a figure the figure
 * also gets, for phones only, crops of itself around each group of callouts,
 * at a scale that reads: the same SVG file with an SVG view fragment
 * (`#svgView(viewBox(…))`), so nothing new is drawn or downloaded. The crops
 * are a browser's help for the figure: the Markdown twin and print leave them
 * out (`data-browser-only`).
 *
 * A remark step, before the theme's image step, which then bundles each
 * image, crops included, as it bundles any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Image, Paragraph, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';

/** A callout of a screen figure: its number and its centre, in the drawing's units. */
export type Callout = {n: number; x: number; y: number};

/** The drawing's size and its callouts, read from the SVG file. */
export function readCallouts(svg: string): {width: number; height: number; callouts: Callout[]} {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const callouts = [...svg.matchAll(/<g data-callout="(\d+)">\s*<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map(
    (match) => ({n: Number(match[1]), x: Number(match[2]), y: Number(match[3])}),
  );
  return {width: Number(box?.[1] ?? 0), height: Number(box?.[2] ?? 0), callouts};
}

export type Crop = {numbers: number[]; x: number; y: number; width: number; height: number};

/**
 * Where a callout's control is, around the callout: the figures put a number at the top right corner of
 * its control, so the control reaches left and down from it.
 */
const AROUND = {left: 240, right: 40, above: 40, below: 140};
/**
 * The largest crop, in the drawing's units: in a 358 px phone column it shows at 0.64 of its size, so a
 * number (13 units, on a circle of 22) is 8 px on a 14 px disc, and the sketch's 14-unit text 9 px.
 */
const MAX_CROP = {width: 560, height: 420};

type Box = {left: number; top: number; right: number; bottom: number};

const union = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});

const fits = (box: Box) => box.right - box.left <= MAX_CROP.width && box.bottom - box.top <= MAX_CROP.height;

/**
 * Groups the callouts into as few crops as fit `MAX_CROP`: each callout, in its number's order, joins the
 * first crop it fits in, or starts one. Each crop is clamped to the drawing; crops come in the order of
 * their smallest number.
 */
export function cropsOf(width: number, height: number, callouts: readonly Callout[]): Crop[] {
  const groups: {numbers: number[]; box: Box}[] = [];
  for (const callout of [...callouts].sort((a, b) => a.n - b.n)) {
    const box = {
      left: callout.x - AROUND.left,
      top: callout.y - AROUND.above,
      right: callout.x + AROUND.right,
      bottom: callout.y + AROUND.below,
    };
    const group = groups.find((candidate) => fits(union(candidate.box, box)));
    if (group) {
      group.box = union(group.box, box);
      group.numbers.push(callout.n);
    } else {
      groups.push({numbers: [callout.n], box});
    }
  }
  return groups.map(({numbers, box}) => {
    const left = Math.max(0, Math.round(box.left));
    const top = Math.max(0, Math.round(box.top));
    const right = Math.min(width, Math.round(box.right));
    const bottom = Math.min(height, Math.round(box.bottom));
    return {numbers, x: left, y: top, width: right - left, height: bottom - top};
  });
}

function numbersText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `control ${numbers[0]}`;
  return `controls ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

function isFigure(node: RootContent | undefined): node is Paragraph & {children: [Image]} {
  return (
    node?.type === 'paragraph' &&
    node.children.length === 1 &&
    node.children[0].type === 'image' &&
    /\.svg$/.test(node.children[0].url) &&
    !/^[a-z]+:/i.test(node.children[0].url)
  );
}

/** The italic line right after a figure: `*The Home screen. …*`. */
function isCaption(node: RootContent | undefined): node is Paragraph {
  return node?.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'emphasis';
}

function element(
  name: string,
  attributes: Record<string, string>,
  children: MdxJsxFlowElement['children'],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

type Parent = {children: RootContent[]};

function transform(parent: Parent, file: VFile): void {
  const next: RootContent[] = [];
  for (let index = 0; index < parent.children.length; index += 1) {
    const node = parent.children[index];
    if (!isFigure(node)) {
      if ('children' in node && Array.isArray(node.children)) transform(node as Parent, file);
      next.push(node);
      continue;
    }
    const image = node.children[0];
    const children: MdxJsxFlowElement['children'] = [node];
    const svgFile = path.resolve(path.dirname(file.path), decodeURI(image.url));
    const {width, height, callouts} = fs.existsSync(svgFile)
      ? readCallouts(fs.readFileSync(svgFile, 'utf8'))
      : {width: 0, height: 0, callouts: []};
    if (callouts.length > 0) {
      const crops = cropsOf(width, height, callouts).map((crop): Image => ({
        type: 'image',
        url: `${image.url}#svgView(viewBox(${crop.x},${crop.y},${crop.width},${crop.height}))`,
        alt: `Where ${numbersText(crop.numbers)} of the figure above are`,
      }));
      children.push(
        element('div', {className: 'figure-crops', 'data-browser-only': ''}, [{type: 'paragraph', children: crops}]),
      );
    }
    const caption = parent.children[index + 1];
    if (isCaption(caption)) {
      const [emphasis] = caption.children;
      children.push(
        element('figcaption', {}, ('children' in emphasis ? emphasis.children : []) as MdxJsxFlowElement['children']),
      );
      index += 1;
    }
    next.push(element('figure', {className: 'figure'}, children));
  }
  parent.children = next;
}

export default function remarkFigures() {
  return (tree: Root, file: VFile): void => transform(tree, file);
}
