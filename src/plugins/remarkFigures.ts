/**
 * Makes every figure of a page (an SVG image alone in its paragraph) a
 * `<figure>`, with the italic line written right after it as its
 * `<figcaption>`.
 *
 * An app-screen figure numbers its controls (the callouts the screen figures
 * draw, `data-callout`, each with the area its control covers, `data-box`).
 * Fitted to a phone's column, the whole screen shows, but its numbers come
 * out about 4 px high. So for such a figure the figure also gets, for phones
 * only, crops of itself that each frame one or more whole controls, at a
 * scale that reads: the same SVG file with an SVG view fragment
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

/** A box in the drawing's units: its top left corner and its size. */
export type Box = {x: number; y: number; width: number; height: number};

/** A callout of a screen figure: its number and the area of its control, the callout's disc included. */
export type Callout = {n: number; box: Box};

/** The drawing's size and its callouts, read from the SVG file. */
export function readCallouts(svg: string): {width: number; height: number; callouts: Callout[]} {
  const view = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const callouts = [...svg.matchAll(/<g data-callout="(\d+)" data-box="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)">/g)].map(
    ([, n, x, y, width, height]) => ({
      n: Number(n),
      box: {x: Number(x), y: Number(y), width: Number(width), height: Number(height)},
    }),
  );
  return {width: Number(view?.[1] ?? 0), height: Number(view?.[2] ?? 0), callouts};
}

/** A crop of the figure: the numbers of the controls it frames, and its box. */
export type Crop = Box & {numbers: number[]};

/** The room a crop leaves around the controls it frames, in the drawing's units. */
export const CROP_MARGIN = 12;
/**
 * The largest crop that frames more than one control, in the drawing's units: in a 358 px phone column it shows
 * at 0.64 of its size, so a number (13 units, on a circle of 22) is 8 px on a 14 px disc, and the sketch's
 * 14-unit text 9 px. A control larger than this alone (a table across the screen) gets a crop of its own, as
 * large as it needs.
 */
export const MAX_CROP = {width: 560, height: 420};
/** The narrowest crop: a phone's column is about 358 px, so no crop shows larger than life (14-unit text, 14 px). */
export const MIN_CROP_WIDTH = 358;
/**
 * How much a crop may grow to take a control in, as a multiple of the control's own area: more, and the two are too
 * far apart to share a crop without a blank stretch between them.
 */
const MAX_GROWTH = 3;

type Edges = {left: number; top: number; right: number; bottom: number};

const edgesOf = (box: Box): Edges => ({
  left: box.x - CROP_MARGIN,
  top: box.y - CROP_MARGIN,
  right: box.x + box.width + CROP_MARGIN,
  bottom: box.y + box.height + CROP_MARGIN,
});

const union = (a: Edges, b: Edges): Edges => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});

const fits = (edges: Edges) =>
  edges.right - edges.left <= MAX_CROP.width && edges.bottom - edges.top <= MAX_CROP.height;

const area = (edges: Edges) => (edges.right - edges.left) * (edges.bottom - edges.top);

/** How much of the drawing a crop gains by taking a control in. */
const growth = (crop: Edges, control: Edges) => area(union(crop, control)) - area(crop);

/**
 * Frames the callouts' controls, each whole with a margin, in few crops that fit `MAX_CROP`: each control, in its
 * number's order, joins the crop near it (`MAX_GROWTH`) that it fits in and that grows least by it, or starts one.
 * A narrow crop is widened about its centre to `MIN_CROP_WIDTH`; each is clamped to the drawing; crops come in the
 * order of their smallest number.
 */
export function cropsOf(width: number, height: number, callouts: readonly Callout[]): Crop[] {
  const groups: {numbers: number[]; edges: Edges}[] = [];
  for (const callout of [...callouts].sort((a, b) => a.n - b.n)) {
    const edges = edgesOf(callout.box);
    const [group] = groups
      .filter(
        (candidate) =>
          fits(union(candidate.edges, edges)) && growth(candidate.edges, edges) <= MAX_GROWTH * area(edges),
      )
      .sort((a, b) => growth(a.edges, edges) - growth(b.edges, edges));
    if (group) {
      group.edges = union(group.edges, edges);
      group.numbers.push(callout.n);
    } else {
      groups.push({numbers: [callout.n], edges});
    }
  }
  return groups.map(({numbers, edges}) => {
    const widen = Math.max(0, MIN_CROP_WIDTH - (edges.right - edges.left)) / 2;
    const left = Math.max(0, Math.floor(Math.min(edges.left - widen, width - MIN_CROP_WIDTH)));
    const top = Math.max(0, Math.floor(edges.top));
    const right = Math.min(width, Math.ceil(Math.max(edges.right + widen, MIN_CROP_WIDTH)));
    const bottom = Math.min(height, Math.ceil(edges.bottom));
    return {numbers, x: left, y: top, width: right - left, height: bottom - top};
  });
}

/** A crop's alt text: which controls of the figure it shows, the verb agreeing with their number. */
export function cropAlt(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Where control ${numbers[0]} of the figure above is`;
  return `Where controls ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]} of the figure above are`;
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
        alt: cropAlt(crop.numbers),
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
