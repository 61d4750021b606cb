/**
 * The primitives bound to one screen's data. A layout names a control by its
 * label; the kit looks the label up in the screen's data file, draws it with
 * its callout number (its row in the controls table), and remembers that it
 * was drawn. A label that is not in the data is an error, and so is a
 * control of the data that the layout never draws.
 */
import {appHeader} from '../../../data/app';
import type {Screen} from '../types';
import type {HeaderCallouts, HeaderKey} from './frame';
import {CONTENT} from './frame';
import * as p from './primitives';
import {color, size, text} from './svg';

/** A button in the screen's heading; by default the rightmost is primary and the others secondary. */
export type HeadingAction = {label: string; variant: p.ButtonVariant};

type Placed<T> = Omit<T, 'label' | 'n'>;

export type Kit = ReturnType<typeof makeKit>;

export function makeKit(screen: Screen) {
  const numbers = new Map(screen.controls.map((control, index) => [control.label, index + 1]));
  const drawn = new Set<string>();
  const headerCallouts: HeaderCallouts = {};

  function n(label: string): number {
    const number = numbers.get(label);
    if (number === undefined) {
      throw new Error(`"${label}" is not a control in src/features/screens/${screen.id}.ts`);
    }
    drawn.add(label);
    return number;
  }

  /** A menu or tab item: numbered when it is one of the screen's controls, plain text otherwise. */
  function item<T extends {label: string}>(entry: T & {control?: boolean}): T & {n?: number} {
    return entry.control ? {...entry, n: n(entry.label)} : entry;
  }

  return {
    screen,
    n,
    field: (label: string, options: Placed<Parameters<typeof p.field>[0]>) => p.field({...options, label, n: n(label)}),
    select: (label: string, options: Placed<Parameters<typeof p.select>[0]>) =>
      p.select({...options, label, n: n(label)}),
    multiSelect: (label: string, options: Placed<Parameters<typeof p.multiSelect>[0]>) =>
      p.multiSelect({...options, label, n: n(label)}),
    upload: (label: string, options: Placed<Parameters<typeof p.upload>[0]>) =>
      p.upload({...options, label, n: n(label)}),
    toggle: (label: string, options: Placed<Parameters<typeof p.toggle>[0]>) =>
      p.toggle({...options, label, n: n(label)}),
    checkbox: (label: string, options: Placed<Parameters<typeof p.checkbox>[0]>) =>
      p.checkbox({...options, label, n: n(label)}),
    button: (label: string, options: Placed<Parameters<typeof p.button>[0]>) =>
      p.button({...options, label, n: n(label)}),
    link: (label: string, options: Placed<Parameters<typeof p.link>[0]>) => p.link({...options, label, n: n(label)}),
    /** A card whose title is the control's label. */
    card: (label: string, options: Placed<Parameters<typeof p.card>[0]>) =>
      p.card({...options, title: label, n: n(label)}),
    /** A table under a heading that is the control's label. */
    table: (label: string, options: Omit<Placed<Parameters<typeof p.table>[0]>, 'title'>) =>
      p.table({...options, title: label, n: n(label)}),
    /** An open menu; items marked `control` are numbered. */
    menu: (
      options: Omit<Parameters<typeof p.menu>[0], 'items'> & {items: readonly (p.MenuItem & {control?: boolean})[]},
    ) => p.menu({...options, items: options.items.map((entry) => item(entry))}),
    tabs: (options: Omit<Parameters<typeof p.tabs>[0], 'items'> & {items: readonly (p.Tab & {control?: boolean})[]}) =>
      p.tabs({...options, items: options.items.map((entry) => item(entry))}),
    /** Numbers one of the header's controls; its label comes from src/data/app.ts. */
    header(key: HeaderKey): void {
      headerCallouts[key] = n(key === 'logo' ? 'Coinloom' : appHeader[key]);
    },
    /**
     * The screen's heading at the top of the content area, with buttons at the right
     * (the last, rightmost, is the primary action). Returns the y below it.
     */
    heading(title: string, actions: readonly (string | HeadingAction)[] = [], subtitle?: string): p.Drawn {
      const parts = [text(CONTENT.x, CONTENT.y + 24, title, {size: size.title, weight: 600})];
      if (subtitle !== undefined) {
        parts.push(text(CONTENT.x, CONTENT.y + 48, subtitle, {fill: color.secondary}));
      }
      let right = CONTENT.x + CONTENT.w;
      [...actions].reverse().forEach((action, reversedIndex) => {
        const {label, variant} = typeof action === 'string' ? {label: action, variant: undefined} : action;
        const w = p.buttonWidth(label);
        const look = variant ?? (reversedIndex === 0 ? 'primary' : 'secondary');
        parts.push(p.button({x: right - w, y: CONTENT.y, label, variant: look, n: n(label)}).svg);
        right -= w + 12;
      });
      return {svg: parts.join('\n'), bottom: CONTENT.y + (subtitle === undefined ? 36 : 56)};
    },
    headerCallouts: (): HeaderCallouts => headerCallouts,
    /** Controls of the data that the layout has not drawn. */
    undrawn: (): string[] => screen.controls.map((control) => control.label).filter((label) => !drawn.has(label)),
  };
}
