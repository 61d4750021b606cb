/**
 * The status diagrams, laid out by dagre at build time: every status and
 * every change is drawn, no two boxes overlap, everything is inside the
 * drawing, and the first status comes first in its direction.
 */
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {description, enumTransitions, getSchema} from '../openapi';
import {basisPath, diagramCss, layoutStatusMachine, wideFrom} from './statusMachine';
import {renderFragment} from './fragment';

const machines = Object.entries(description().components.schemas)
  .filter(([, schema]) => schema.enum && schema['x-transitions'])
  .map(([name]) => name);

describe('status diagrams', () => {
  it('exist for the payment, withdrawal and subscription statuses', () => {
    expect(machines).toEqual(expect.arrayContaining(['PaymentStatus', 'WithdrawalStatus', 'SubscriptionStatus']));
  });

  for (const name of machines) {
    for (const direction of ['LR', 'TB'] as const) {
      it(`${name}, ${direction}: places every status once, without overlaps, inside the drawing`, () => {
        const schema = getSchema(name);
        const statuses = (schema.enum ?? []).map(String);
        const transitions = enumTransitions(schema);
        const diagram = layoutStatusMachine(statuses, transitions, direction);
        expect(diagram.nodes.map((node) => node.id)).toEqual(statuses);
        for (const [index, a] of diagram.nodes.entries()) {
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width).toBeLessThanOrEqual(diagram.width);
          expect(a.y + a.height).toBeLessThanOrEqual(diagram.height);
          for (const b of diagram.nodes.slice(index + 1)) {
            const apart =
              a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart, `${a.id} and ${b.id}`).toBe(true);
          }
        }
        const drawn = diagram.edges.map((edge) => `${edge.from}->${edge.to}`).sort();
        expect(drawn).toEqual(
          transitions
            .filter((t) => t.from !== t.to)
            .map((t) => `${t.from}->${t.to}`)
            .sort(),
        );
        for (const edge of diagram.edges)
          expect(edge.points.length, `${edge.from}->${edge.to}`).toBeGreaterThanOrEqual(2);
        // The first status starts the reading direction.
        const first = diagram.nodes[0];
        const position = (node: (typeof diagram.nodes)[number]) => (direction === 'LR' ? node.x : node.y);
        expect(diagram.nodes.every((node) => position(first) <= position(node))).toBe(true);
      });
    }
  }

  it('marks as final the statuses the description calls final, even those that still move on your action', () => {
    const $ = cheerio.load(renderFragment('api=status&name=PaymentStatus&level=3').html, null, false);
    const final = (id: string) =>
      $(`svg.api-diagram-lr text`)
        .filter((_, text) => $(text).text() === id)
        .prev('rect.api-diagram-inner').length === 1;
    for (const id of ['paid', 'overpaid', 'expired', 'failed', 'refunded']) expect(final(id), id).toBe(true);
    for (const id of ['created', 'pending', 'underpaid']) expect(final(id), id).toBe(false);
    const rows = $('ul.api-fields > li')
      .map((_, row) => $(row).find('.api-field-type').first().text())
      .get();
    expect(rows).toContain('final; to refunded');
    expect(rows).toContain('final');
    expect($('svg.api-diagram-lr desc').text()).toMatch(/paid is final; it can still change to refunded\./);
  });

  it('draws both directions in one figure, with every status named, for the stylesheet to choose', () => {
    const $ = cheerio.load(renderFragment('api=status&name=PaymentStatus&level=3').html, null, false);
    const figure = $('figure.api-diagram-figure');
    expect(figure.find('svg.api-diagram-lr')).toHaveLength(1);
    expect(figure.find('svg.api-diagram-tb')).toHaveLength(1);
    const labels = figure
      .find('svg.api-diagram-lr text')
      .map((_, text) => $(text).text())
      .get();
    expect(labels.sort()).toEqual((getSchema('PaymentStatus').enum ?? []).map(String).sort());
    const schema = getSchema('PaymentStatus');
    const step = wideFrom(layoutStatusMachine((schema.enum ?? []).map(String), enumTransitions(schema), 'LR'));
    expect(figure.attr('class')).toContain(`api-lr-from-${step}`);
    expect(diagramCss()).toContain(`@container api-diagram (min-width: ${step}px)`);
  });

  it('joins the points of an edge with a smooth path that starts and ends on them', () => {
    const path = basisPath([
      {x: 0, y: 0},
      {x: 10, y: 10},
      {x: 20, y: 0},
    ]);
    expect(path.startsWith('M0,0')).toBe(true);
    expect(path.endsWith('L20,0')).toBe(true);
    expect(path).toContain('C');
  });
});
