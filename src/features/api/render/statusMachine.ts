/**
 * A status enum as a state machine: each status with its meaning and the
 * statuses it can change to (from `x-enum-descriptions` and `x-transitions`),
 * the conditions of the changes that have them (`x-transition-notes`), and a
 * diagram laid out at build time by dagre (@dagrejs/dagre, a maintained
 * layered-graph layout). The diagram is drawn twice, left to right for a wide
 * column and top to bottom for a narrow one; the stylesheet shows the one
 * that fits (styles.css), so no label is ever cut.
 */
import dagre from '@dagrejs/dagre';
import type {Element, ElementContent} from 'hast';
import {h, s} from 'hastscript';
import {description, enumDescriptions, enumFinal, enumTransitions, getSchema, type Transition} from '../openapi';
import {inlineMarkdown, markdown} from './markdown';
import {partTitle, type Context} from './context';
import {code, joined} from './inline';
import {rowName, rowOf} from './rows';

/** 14 px monospace, as the diagram's text is set (styles.css). */
const CHAR_WIDTH = 8.6;
const NODE_HEIGHT = 34;
const NODE_PADDING = 28;
const MARGIN = 16;
/** Room before an initial status for the start dot and its arrow. */
const START = 30;

type Point = {x: number; y: number};
type PlacedNode = {id: string; x: number; y: number; width: number; height: number; initial: boolean; final: boolean};
export type Diagram = {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: {from: string; to: string; points: Point[]}[];
};

/** Places the statuses and the changes between them with dagre, in one direction. */
export function layoutStatusMachine(
  statuses: readonly string[],
  transitions: readonly Transition[],
  direction: 'LR' | 'TB',
  finals: ReadonlySet<string> = new Set(statuses.filter((status) => !transitions.some((t) => t.from === status))),
): Diagram {
  const edges = transitions.filter((t) => t.from !== t.to);
  const incoming = new Set(edges.map((t) => t.to));
  const roots = statuses.filter((status) => !incoming.has(status));
  const starts = new Set(roots.length ? roots : statuses.slice(0, 1));
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({rankdir: direction, nodesep: direction === 'LR' ? 22 : 26, ranksep: direction === 'LR' ? 56 : 44});
  graph.setDefaultEdgeLabel(() => ({}));
  for (const status of statuses) {
    graph.setNode(status, {width: Math.ceil(status.length * CHAR_WIDTH) + NODE_PADDING, height: NODE_HEIGHT});
  }
  for (const {from, to} of edges) graph.setEdge(from, to);
  dagre.layout(graph);

  const raw = statuses.map((id) => graph.node(id));
  const minX = Math.min(...raw.map((node) => node.x - node.width / 2));
  const minY = Math.min(...raw.map((node) => node.y - node.height / 2));
  const shiftX = MARGIN + (direction === 'LR' ? START : 0) - minX;
  const shiftY = MARGIN + (direction === 'TB' ? START : 0) - minY;
  const nodes = statuses.map((id, index): PlacedNode => {
    const node = raw[index];
    return {
      id,
      x: node.x - node.width / 2 + shiftX,
      y: node.y - node.height / 2 + shiftY,
      width: node.width,
      height: node.height,
      initial: starts.has(id),
      final: finals.has(id),
    };
  });
  const placedEdges = edges.map(({from, to}) => ({
    from,
    to,
    points: graph.edge(from, to).points.map((point: Point) => ({x: point.x + shiftX, y: point.y + shiftY})),
  }));
  const all = [
    ...nodes.flatMap((n) => [{x: n.x + n.width, y: n.y + n.height}]),
    ...placedEdges.flatMap((e) => e.points),
  ];
  return {
    width: Math.ceil(Math.max(...all.map((p) => p.x)) + MARGIN),
    height: Math.ceil(Math.max(...all.map((p) => p.y)) + MARGIN),
    nodes,
    edges: placedEdges,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A smooth path through dagre's points: the uniform B-spline that graph drawings use (d3's curveBasis). */
export function basisPath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!rest.length) return `M${round(first.x)},${round(first.y)}`;
  if (rest.length === 1) return `M${round(first.x)},${round(first.y)}L${round(rest[0].x)},${round(rest[0].y)}`;
  const parts = [`M${round(first.x)},${round(first.y)}`];
  const all = [first, ...rest, rest[rest.length - 1]];
  let [p0, p1] = all;
  parts.push(`L${round((5 * p0.x + p1.x) / 6)},${round((5 * p0.y + p1.y) / 6)}`);
  for (const p of all.slice(2)) {
    parts.push(
      `C${round((2 * p0.x + p1.x) / 3)},${round((2 * p0.y + p1.y) / 3)} ${round((p0.x + 2 * p1.x) / 3)},${round((p0.y + 2 * p1.y) / 3)} ${round((p0.x + 4 * p1.x + p.x) / 6)},${round((p0.y + 4 * p1.y + p.y) / 6)}`,
    );
    [p0, p1] = [p1, p];
  }
  const last = rest[rest.length - 1];
  parts.push(`L${round(last.x)},${round(last.y)}`);
  return parts.join('');
}

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One drawing of the machine, as an accessible SVG image. */
function drawing(context: Context, name: string, diagram: Diagram, direction: 'LR' | 'TB', summary: string): Element {
  const id = `${context.idPrefix}-${direction.toLowerCase()}`;
  const arrow = `${id}-arrow`;
  const starts = diagram.nodes
    .filter((node) => node.initial)
    .map((node) => {
      const [x, y, tipX, tipY] =
        direction === 'LR'
          ? [node.x - 24, node.y + node.height / 2, node.x - 2, node.y + node.height / 2]
          : [node.x + node.width / 2, node.y - 24, node.x + node.width / 2, node.y - 2];
      return s('g', [
        s('circle', {cx: x, cy: y, r: 5, className: ['api-diagram-head']}),
        s('path', {
          d: `M${direction === 'LR' ? x + 5 : x},${direction === 'LR' ? y : y + 5}L${tipX},${tipY}`,
          className: ['api-diagram-edge'],
          markerEnd: `url(#${arrow})`,
        }),
      ]);
    });
  return s(
    'svg',
    {
      className: ['api-diagram', `api-diagram-${direction.toLowerCase()}`],
      viewBox: `0 0 ${diagram.width} ${diagram.height}`,
      width: diagram.width,
      height: diagram.height,
      role: 'img',
      ariaLabelledBy: `${id}-title ${id}-desc`,
    },
    [
      s('title', {id: `${id}-title`}, `How a ${name} value changes`),
      s('desc', {id: `${id}-desc`}, summary),
      s('defs', [
        s(
          'marker',
          {id: arrow, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto'},
          s('path', {d: 'M0,0 L10,5 L0,10 z', className: ['api-diagram-head']}),
        ),
      ]),
      ...starts,
      ...diagram.edges.map((edge) =>
        s('path', {d: basisPath(edge.points), className: ['api-diagram-edge'], markerEnd: `url(#${arrow})`}),
      ),
      ...diagram.nodes.map((node) =>
        s('g', {className: ['api-diagram-node']}, [
          s('rect', {x: round(node.x), y: round(node.y), width: node.width, height: node.height, rx: 8}),
          ...(node.final
            ? [
                s('rect', {
                  x: round(node.x + 3),
                  y: round(node.y + 3),
                  width: node.width - 6,
                  height: node.height - 6,
                  rx: 6,
                  className: ['api-diagram-inner'],
                }),
              ]
            : []),
          s('text', {x: round(node.x + node.width / 2), y: round(node.y + node.height / 2)}, node.id),
        ]),
      ),
    ],
  );
}

/** The smallest scale at which a left-to-right drawing still reads (its 14 px text at 11 px). */
const MIN_SCALE = 0.78;

/**
 * The narrowest column, in steps of 80 px, that shows the left-to-right drawing at `MIN_SCALE` or larger;
 * narrower, the top-to-bottom one shows (`diagramCss` writes a container query for each step in use).
 */
export function wideFrom(diagram: Diagram): number {
  return Math.min(1280, Math.max(320, Math.ceil((diagram.width * MIN_SCALE) / 80) * 80));
}

/**
 * The statuses as compact rows (status, meaning, what it can change to), the
 * conditions of the changes that have one, and the diagram. Final statuses
 * have a double border in the diagram.
 */
export function renderStatusMachine(context: Context, name: string): Element {
  const schema = getSchema(name);
  if (!schema.enum) throw new Error(`Schema "${name}" is not an enum, so it has no statuses to show.`);
  const statuses = schema.enum.map(String);
  const meanings = enumDescriptions(schema);
  const transitions = enumTransitions(schema);
  if (!transitions.length) throw new Error(`Schema "${name}" has no x-transitions.`);
  const finals = enumFinal(schema);
  const targetsOf = (status: string) => transitions.filter((t) => t.from === status).map((t) => t.to);
  const summary = statuses
    .map((status) => {
      const targets = targetsOf(status);
      if (!finals.has(status)) return `${status} can change to ${list(targets)}.`;
      return targets.length ? `${status} is final; it can still change to ${list(targets)}.` : `${status} is final.`;
    })
    .join(' ');
  const withConditions = transitions.filter((t) => t.when);
  const wide = layoutStatusMachine(statuses, transitions, 'LR', finals);
  const rows = statuses.map((status) =>
    rowOf(rowName(status), {
      kind: [
        ...(finals.has(status) ? [targetsOf(status).length ? 'final; ' : 'final'] : []),
        ...(targetsOf(status).length
          ? ['to ', ...joined(targetsOf(status).map((target): ElementContent[] => [code(target)]))]
          : []),
      ],
      body: markdown(meanings[status]),
    }),
  );
  return h('div', {className: ['api-status-machine']}, [
    h('ul', {className: ['api-fields'], ariaLabel: `Statuses of ${name}`}, rows),
    ...(withConditions.length
      ? [
          partTitle(context, 'When a status changes'),
          h(
            'ul',
            {className: ['api-transitions'], ariaLabel: `Status changes of ${name}`},
            withConditions.map((t) => h('li', [code(t.from), ' → ', code(t.to), ': ', ...inlineMarkdown(t.when)])),
          ),
        ]
      : []),
    h('figure', {className: ['api-diagram-figure', `api-lr-from-${wideFrom(wide)}`]}, [
      drawing(context, name, wide, 'LR', summary),
      drawing(context, name, layoutStatusMachine(statuses, transitions, 'TB', finals), 'TB', summary),
      h('figcaption', [`How a `, code(name), ` changes; final statuses have a double border.`]),
    ]),
  ]);
}

/** The statuses and transitions of a status enum, for drawing. */
function machineOf(name: string): {statuses: string[]; transitions: Transition[]} {
  const schema = getSchema(name);
  return {statuses: (schema.enum ?? []).map(String), transitions: enumTransitions(schema)};
}

/**
 * For each width step a diagram of the description uses: in a column that wide, the left-to-right
 * drawing replaces the top-to-bottom one. Written at build time with the code colours (plugin.ts).
 */
export function diagramCss(): string {
  const names = Object.entries(description().components.schemas)
    .filter(([, schema]) => schema.enum && schema['x-transitions'])
    .map(([name]) => name);
  const steps = [
    ...new Set(
      names.map((name) => {
        const {statuses, transitions} = machineOf(name);
        return wideFrom(layoutStatusMachine(statuses, transitions, 'LR'));
      }),
    ),
  ].sort((a, b) => a - b);
  return steps
    .map(
      (step) =>
        `@container api-diagram (min-width: ${step}px) { .api-lr-from-${step} .api-diagram-lr { display: block; } .api-lr-from-${step} .api-diagram-tb { display: none; } }`,
    )
    .join('\n');
}
