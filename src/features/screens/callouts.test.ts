import fs from 'node:fs';
import sax from 'sax';
import {describe, expect, it} from 'vitest';
import {screenIds, screens} from '.';
import {figureFile} from './figures/render';
import {textWidth} from './figures/svg';
import type {Screen} from './types';

type Edges = {left: number; top: number; right: number; bottom: number};
type Text = Edges & {content: string};
type Callout = {n: number; box: Edges};
/** A <g> of the figure: the texts drawn in it (callout numbers left out) and the callouts that are its children. */
type Group = {texts: Text[]; callouts: Callout[]; callout?: Callout; depth: number};

/** Where a text reaches, from its position, anchor and size, with the width the layouts reckon with. */
function textEdges(attributes: Record<string, string>, content: string): Text {
  const fontSize = Number(attributes['font-size']);
  const width = textWidth(content, fontSize, attributes['font-weight'] === '600' ? 600 : 400);
  const x = Number(attributes.x);
  const y = Number(attributes.y);
  const left = {start: x, middle: x - width / 2, end: x - width}[attributes['text-anchor'] ?? 'start'] ?? x;
  return {content, left, right: left + width, top: y - fontSize, bottom: y + fontSize * 0.3};
}

/** Every group of a figure, with its texts and the callouts drawn in it. */
function groupsOf(svg: string): Group[] {
  const parser = sax.parser(true, {trim: false});
  const groups: Group[] = [];
  const open: Group[] = [];
  let text: {attributes: Record<string, string>; content: string} | null = null;
  parser.onopentag = (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    if (tag.name === 'g') {
      const box = attributes['data-box']?.split(' ').map(Number);
      const group: Group = {texts: [], callouts: [], depth: open.length};
      if (box) {
        const [x, y, w, h] = box;
        group.callout = {n: Number(attributes['data-callout']), box: {left: x, top: y, right: x + w, bottom: y + h}};
      }
      open.push(group);
      groups.push(group);
    }
    if (tag.name === 'text') text = {attributes, content: ''};
  };
  parser.ontext = (value) => {
    if (text) text.content += value;
  };
  parser.onclosetag = (name) => {
    if (name === 'text' && text) {
      const drawn = textEdges(text.attributes, text.content.trim());
      if (!open.some((group) => group.callout)) open.forEach((group) => group.texts.push(drawn));
      text = null;
    }
    if (name === 'g') {
      const group = open.pop();
      if (group?.callout) open[open.length - 1]?.callouts.push(group.callout);
    }
  };
  parser.write(svg).close();
  return groups;
}

const TOLERANCE = 1;

const holds = (box: Edges, inner: Edges) =>
  inner.left >= box.left - TOLERANCE &&
  inner.right <= box.right + TOLERANCE &&
  inner.top >= box.top - TOLERANCE &&
  inner.bottom <= box.bottom + TOLERANCE;

describe.each(screenIds)('the %s figure: each numbered control', (id) => {
  const screen: Screen = screens[id];
  const groups = groupsOf(fs.readFileSync(figureFile(id), 'utf8'));
  const callouts = groups.flatMap((group) => group.callouts.map((callout) => ({callout, group})));

  it('records the area it covers', () => {
    expect(callouts.map(({callout}) => callout.n).sort((a, b) => a - b)).toEqual(
      screen.controls.map((_, index) => index + 1),
    );
  });

  it('covers, in that area, its label as the figure draws it', () => {
    for (const {callout, group} of callouts) {
      const label = screen.controls[callout.n - 1].label;
      const drawn = group.texts.filter((candidate) => candidate.content === label);
      expect(drawn.length, `${callout.n} ${label} is drawn beside its callout`).toBeGreaterThan(0);
      expect(
        drawn.some((candidate) => holds(callout.box, candidate)),
        `${callout.n} ${label} inside its box`,
      ).toBe(true);
    }
  });

  it('drawn as a part of its own covers everything that part draws: value, help, columns and rows', () => {
    // A part of its own: a group under the content's with one callout, such as a field with its help line, a table
    // with its heading or a menu's item. The content's group and the header's hold several callouts, one a control.
    for (const group of groups.filter((candidate) => candidate.callouts.length === 1 && candidate.depth > 0)) {
      const [callout] = group.callouts;
      for (const drawn of group.texts) {
        expect(holds(callout.box, drawn), `${callout.n}: "${drawn.content}" inside its box`).toBe(true);
      }
    }
  });
});
