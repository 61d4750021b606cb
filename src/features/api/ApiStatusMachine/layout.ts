import type {Transition} from '@site/src/features/api/openapi';

/**
 * Places a status machine on a grid. Each status goes in the column of its
 * distance from the first status (breadth-first). Within a column, statuses
 * are ordered so that changes between them join neighbours where possible
 * (enum order breaks ties). Changes to a later column run right; changes to a
 * neighbour in the same column run straight down or up; others arc round the
 * side, or over the top (or under the bottom) when they go back. Sizes are in
 * SVG units.
 */

export type PlacedNode = {id: string; x: number; y: number; initial: boolean; final: boolean};
export type PlacedEdge = {from: string; to: string; path: string};
export type Layout = {
  width: number;
  height: number;
  nodeWidth: number;
  nodeHeight: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
};

const CHAR_WIDTH = 8.6; // 14 px monospace
const NODE_HEIGHT = 34;
const COLUMN_GAP = 72;
const ROW_GAP = 26;
const MARGIN = 16;
const START = 28; // room for the start dot and its arrow
const ARC = 30; // how far arcs reach out of the grid

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) {
    return [[...items]];
  }
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The order of a column that keeps its internal changes between neighbours; the first such order wins. */
function orderColumn(members: string[], edges: readonly Transition[]): string[] {
  const inside = edges.filter((t) => members.includes(t.from) && members.includes(t.to));
  if (!inside.length || members.length > 7) {
    return members;
  }
  const cost = (order: string[]) =>
    inside.reduce((sum, t) => sum + Math.abs(order.indexOf(t.from) - order.indexOf(t.to)) - 1, 0);
  return permutations(members).reduce((best, order) => (cost(order) < cost(best) ? order : best));
}

export function layoutStatusMachine(statuses: readonly string[], transitions: readonly Transition[]): Layout {
  const edges = transitions.filter((t) => t.from !== t.to);
  const incoming = new Set(edges.map((t) => t.to));
  const roots = statuses.filter((s) => !incoming.has(s));
  const starts = roots.length ? roots : statuses.slice(0, 1);

  const columnOf = new Map<string, number>(starts.map((s) => [s, 0]));
  const queue = [...starts];
  while (queue.length) {
    const current = queue.shift() as string;
    for (const {to} of edges.filter((t) => t.from === current)) {
      if (!columnOf.has(to)) {
        columnOf.set(to, (columnOf.get(current) ?? 0) + 1);
        queue.push(to);
      }
    }
  }
  const columns: string[][] = [];
  for (const status of statuses) {
    (columns[columnOf.get(status) ?? 0] ??= []).push(status);
  }
  const ordered = columns.map((members) => orderColumn(members, edges));

  const nodeWidth = Math.ceil(Math.max(...statuses.map((s) => s.length)) * CHAR_WIDTH) + 28;
  const tallest = Math.max(...ordered.map((c) => c.length));
  const gridHeight = tallest * NODE_HEIGHT + (tallest - 1) * ROW_GAP;
  const rowOf = (id: string) => ordered[columnOf.get(id) ?? 0].indexOf(id);
  const isBack = (t: Transition) => (columnOf.get(t.to) ?? 0) < (columnOf.get(t.from) ?? 0);
  // A change back goes under the grid when its target is the last of its column, else over it.
  const goesUnder = (t: Transition) => rowOf(t.to) === ordered[columnOf.get(t.to) ?? 0].length - 1 && rowOf(t.to) > 0;
  const top = MARGIN + (edges.some((t) => isBack(t) && !goesUnder(t)) ? ARC : 0);
  const bottomRoom = edges.some((t) => isBack(t) && goesUnder(t)) ? ARC : 0;

  const position = new Map<string, PlacedNode>();
  ordered.forEach((members, index) => {
    const offset = (gridHeight - (members.length * NODE_HEIGHT + (members.length - 1) * ROW_GAP)) / 2;
    members.forEach((id, row) => {
      position.set(id, {
        id,
        x: MARGIN + START + index * (nodeWidth + COLUMN_GAP),
        y: top + offset + row * (NODE_HEIGHT + ROW_GAP),
        initial: starts.includes(id),
        final: !edges.some((t) => t.from === id),
      });
    });
  });

  const placed = (id: string) => position.get(id) as PlacedNode;
  let right = MARGIN + START + ordered.length * nodeWidth + (ordered.length - 1) * COLUMN_GAP;
  const placedEdges = edges.map((t) => {
    const a = placed(t.from);
    const b = placed(t.to);
    const midA = a.y + NODE_HEIGHT / 2;
    const midB = b.y + NODE_HEIGHT / 2;
    let path: string;
    if (b.x > a.x) {
      const x1 = a.x + nodeWidth;
      const x2 = b.x - 2;
      const bend = (x2 - x1) / 2;
      path = `M${x1},${midA} C${x1 + bend},${midA} ${x2 - bend},${midB} ${x2},${midB}`;
    } else if (b.x === a.x && Math.abs(rowOf(t.from) - rowOf(t.to)) === 1) {
      // Neighbours: a straight arrow, beside the one coming back if there is one.
      const both = edges.some((u) => u.from === t.to && u.to === t.from);
      const x = a.x + nodeWidth / 2 + (both ? (b.y > a.y ? -12 : 12) : 0);
      path = b.y > a.y ? `M${x},${a.y + NODE_HEIGHT} L${x},${b.y - 2}` : `M${x},${a.y} L${x},${b.y + NODE_HEIGHT + 2}`;
    } else if (b.x === a.x) {
      // Further apart in a column: an arc on the right, wider for statuses further apart.
      const x = a.x + nodeWidth;
      const reach = ARC + Math.abs(midB - midA) / 6;
      right = Math.max(right, x + reach);
      path = `M${x},${midA} C${x + reach},${midA} ${x + reach},${midB} ${x + 2},${midB}`;
    } else if (goesUnder(t)) {
      const x1 = a.x + nodeWidth / 2;
      const x2 = b.x + nodeWidth / 2;
      const under = Math.max(a.y, b.y) + NODE_HEIGHT + ARC;
      path = `M${x1},${a.y + NODE_HEIGHT} C${x1},${under} ${x2},${under} ${x2},${b.y + NODE_HEIGHT + 2}`;
    } else {
      const x1 = a.x + nodeWidth / 2;
      const x2 = b.x + nodeWidth / 2;
      const over = Math.min(a.y, b.y) - ARC;
      path = `M${x1},${a.y} C${x1},${over} ${x2},${over} ${x2},${b.y - 2}`;
    }
    return {from: t.from, to: t.to, path};
  });

  return {
    width: Math.ceil(right + MARGIN),
    height: top + gridHeight + bottomRoom + MARGIN,
    nodeWidth,
    nodeHeight: NODE_HEIGHT,
    nodes: [...position.values()],
    edges: placedEdges,
  };
}
