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
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
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
 * large as it needs, that scrolls sideways (`WIDE_CROP_SCALE`).
 */
export const MAX_CROP = {width: 560, height: 420};
/**
 * The scale a crop wider than `MAX_CROP` shows at (a table across the screen): the scale of the widest crop of
 * several controls in a 358 px phone column, so its text reads as theirs does. It scrolls sideways in the column.
 */
export const WIDE_CROP_SCALE = 358 / MAX_CROP.width;
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

const boxEdges = (box: Box): Edges => ({left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height});

const overlaps = (a: Edges, b: Edges) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const holds = (outer: Edges, inner: Edges) =>
  outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;

/**
 * A crop's edges moved into its margin wherever the margin would show part of another control (its edge or its
 * number's disc): each such neighbour is left out by the smallest move of one edge that keeps the crop's own controls
 * whole. A neighbour that lies whole inside the crop stays; one that overlaps the crop's own controls cannot be left
 * out and stays too.
 */
function clearOfNeighbours(framed: Edges, members: Edges[], neighbours: Edges[]): Edges {
  const inner = members.reduce(union);
  const edges = {...framed};
  for (const neighbour of neighbours) {
    if (!overlaps(edges, neighbour) || holds(edges, neighbour)) continue;
    const moves: {side: keyof Edges; to: number; by: number}[] = [];
    if (neighbour.right <= inner.left)
      moves.push({side: 'left', to: neighbour.right, by: neighbour.right - edges.left});
    if (neighbour.left >= inner.right)
      moves.push({side: 'right', to: neighbour.left, by: edges.right - neighbour.left});
    if (neighbour.bottom <= inner.top)
      moves.push({side: 'top', to: neighbour.bottom, by: neighbour.bottom - edges.top});
    if (neighbour.top >= inner.bottom)
      moves.push({side: 'bottom', to: neighbour.top, by: edges.bottom - neighbour.top});
    const [move] = moves.sort((a, b) => a.by - b.by);
    if (move) edges[move.side] = move.to;
  }
  return edges;
}

/**
 * Frames the callouts' controls, each whole with a margin, in few crops that fit `MAX_CROP`: each control, in its
 * number's order, joins the crop near it (`MAX_GROWTH`) that it fits in and that grows least by it, or starts one.
 * Each is clamped to the drawing and never widened, and its margin gives way to a neighbouring control
 * (`clearOfNeighbours`): no crop shows part of another control at its edge. Crops come in the order of their
 * smallest number.
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
  return groups.map(({numbers, edges: framed}) => {
    const members = callouts.filter((callout) => numbers.includes(callout.n));
    const others = callouts.filter((callout) => !numbers.includes(callout.n));
    const edges = clearOfNeighbours(
      framed,
      members.map((callout) => boxEdges(callout.box)),
      others.map((callout) => boxEdges(callout.box)),
    );
    const left = Math.max(0, Math.floor(edges.left));
    const top = Math.max(0, Math.floor(edges.top));
    const right = Math.min(width, Math.ceil(edges.right));
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
      const crops = cropsOf(width, height, callouts).map((crop): Image | MdxJsxTextElement => {
        const cropImage: Image = {
          type: 'image',
          url: `${image.url}#svgView(viewBox(${crop.x},${crop.y},${crop.width},${crop.height}))`,
          alt: cropAlt(crop.numbers),
        };
        if (crop.width <= MAX_CROP.width) return cropImage;
        // Too wide for the column at a scale that reads: it scrolls, and a keyboard can scroll it.
        return {
          type: 'mdxJsxTextElement',
          name: 'span',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'className', value: 'figure-crop-scroll'},
            {type: 'mdxJsxAttribute', name: 'role', value: 'region'},
            {type: 'mdxJsxAttribute', name: 'aria-label', value: `${cropAlt(crop.numbers)}, scrolling sideways`},
            {type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'},
          ],
          children: [cropImage],
        };
      });
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

/** The crop a figure's image shows, from the view fragment of its `src`, or undefined for a whole figure. */
export function cropOfSource(source: string): Box | undefined {
  const view = /#svgView\(viewBox\(([\d.]+),([\d.]+),([\d.]+),([\d.]+)\)\)/.exec(source);
  if (!view) return undefined;
  const [x, y, width, height] = view.slice(1).map(Number);
  return {x, y, width, height};
}

/** The size a crop shows at: its own (never larger than life), or at `WIDE_CROP_SCALE` when wider than `MAX_CROP`. */
export function cropDisplaySize(crop: Box): {width: number; height: number} {
  const scale = crop.width > MAX_CROP.width ? WIDE_CROP_SCALE : 1;
  return {width: Math.round(crop.width * scale), height: Math.round(crop.height * scale)};
}

type JsxNode = {type: string; name?: string | null; attributes?: MdxJsxTextElement['attributes']; children?: JsxNode[]};

function sizeCrops(node: JsxNode): void {
  if (node.type === 'mdxJsxTextElement' && node.name === 'img' && node.attributes) {
    const source = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'src');
    const value = source && 'value' in source ? source.value : undefined;
    const crop = cropOfSource(typeof value === 'string' ? value : (value?.value ?? ''));
    if (crop) {
      const size = cropDisplaySize(crop);
      node.attributes = [
        ...node.attributes.filter((attribute) => !('name' in attribute && /^(width|height)$/.test(attribute.name))),
        {type: 'mdxJsxAttribute', name: 'width', value: String(size.width)},
        {type: 'mdxJsxAttribute', name: 'height', value: String(size.height)},
      ];
    }
  }
  node.children?.forEach(sizeCrops);
}

/**
 * After the theme's image step, which gives each image the size of its file: a crop gets its own size instead
 * (`cropDisplaySize`), so a narrow crop shows at life size and not stretched across the column, and the page
 * keeps the crop's room before it loads. A second step, as the theme's step replaces the images the first made.
 */
export function remarkFigureCropSizes() {
  return (tree: Root): void => sizeCrops(tree as unknown as JsxNode);
}

export default function remarkFigures() {
  return (tree: Root, file: VFile): void => transform(tree, file);
}
