import fs from 'node:fs';
import path from 'node:path';
import sax from 'sax';
import {describe, expect, it} from 'vitest';
import {appHeader, appScreens} from '../../data/app';
import {screenIds, screens} from '.';
import type {ControlKind, Screen} from './types';
import {figureFile, renderScreen} from './figures/render';
import {docsDir, projectRoot} from '../../../tests/support/docs';

type ParsedSvg = {
  root: {name: string; attributes: Record<string, string>};
  /** The content of every <text> element, whitespace trimmed. */
  texts: string[];
  /** The texts inside the navigation item marked as current. */
  currentNav: string[];
  elementNames: Set<string>;
  fontSizes: number[];
};

/** Parses an SVG with a strict XML parser, which throws on anything that is not well-formed. */
function parseSvg(xml: string): ParsedSvg {
  const parser = sax.parser(true, {trim: false});
  const result: ParsedSvg = {
    root: {name: '', attributes: {}},
    texts: [],
    currentNav: [],
    elementNames: new Set(),
    fontSizes: [],
  };
  const stack: {name: string; current: boolean}[] = [];
  let textBuffer: string | null = null;
  parser.onerror = (error) => {
    throw error;
  };
  parser.onopentag = (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    if (stack.length === 0) {
      result.root = {name: tag.name, attributes};
    }
    result.elementNames.add(tag.name);
    if (attributes['font-size'] !== undefined) {
      result.fontSizes.push(Number(attributes['font-size']));
    }
    const inCurrent = stack.some((entry) => entry.current) || attributes['data-current'] === 'true';
    stack.push({name: tag.name, current: inCurrent});
    if (tag.name === 'text') {
      textBuffer = '';
    }
  };
  parser.ontext = (value) => {
    if (textBuffer !== null) {
      textBuffer += value;
    }
  };
  parser.onclosetag = (name) => {
    const entry = stack.pop();
    if (name === 'text' && textBuffer !== null) {
      result.texts.push(textBuffer.trim());
      if (entry?.current) {
        result.currentNav.push(textBuffer.trim());
      }
      textBuffer = null;
    }
  };
  parser.write(xml).close();
  return result;
}

const kinds: readonly ControlKind[] = [
  'button',
  'field',
  'select',
  'toggle',
  'checkbox',
  'tab',
  'link',
  'menu',
  'table',
  'card',
  'list',
  'upload',
];

describe('screen data', () => {
  it('names each screen by its key, with unique labels and known kinds', () => {
    for (const id of screenIds) {
      const screen: Screen = screens[id];
      expect(screen.id).toBe(id);
      const labels = screen.controls.map((control) => control.label);
      expect(new Set(labels).size, `${id}: duplicate labels`).toBe(labels.length);
      for (const control of screen.controls) {
        expect(kinds, `${id}: ${control.label}`).toContain(control.kind);
        expect(control.does.trim(), `${id}: ${control.label}`).not.toBe('');
      }
    }
  });

  it('highlights only labels of the app navigation', () => {
    const navLabels: readonly string[] = appScreens.map((screen) => screen.label);
    for (const id of screenIds) {
      const {nav} = screens[id];
      if (nav !== null) {
        expect(navLabels).toContain(nav);
      }
    }
  });
});

describe('the screen list', () => {
  it('has a layout file for every screen and no layout without a screen', () => {
    const layoutIds = fs
      .readdirSync(path.join(__dirname, 'layouts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(layoutIds).toEqual([...screenIds].sort());
  });
});

describe.each(screenIds)('the %s figure', (id) => {
  const screen: Screen = screens[id];
  const file = figureFile(id);
  const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';

  it('on disk is what the generator writes (run `npm run figures`)', async () => {
    expect(onDisk).toBe(await renderScreen(id));
  });

  it('is well-formed XML: an svg with role="img", a title and a description', () => {
    const svg = parseSvg(onDisk);
    expect(svg.root.name).toBe('svg');
    expect(svg.root.attributes.role).toBe('img');
    expect(svg.root.attributes.viewBox).toMatch(/^0 0 960 \d+$/);
    expect(svg.root.attributes.width).toBeUndefined();
    expect(svg.root.attributes.height).toBeUndefined();
    expect(svg.elementNames.has('title')).toBe(true);
    expect(svg.elementNames.has('desc')).toBe(true);
  });

  it('has no scripts, images, fonts or foreign content, and no text under 13 px', () => {
    const svg = parseSvg(onDisk);
    for (const forbidden of ['script', 'image', 'foreignObject', 'style', 'font', 'font-face']) {
      expect(svg.elementNames.has(forbidden), forbidden).toBe(false);
    }
    expect(onDisk).not.toMatch(/@font-face|url\(data:|href="http/);
    expect(Math.min(...svg.fontSizes)).toBeGreaterThanOrEqual(13);
  });

  it('shows every control label of its data as text', () => {
    const {texts} = parseSvg(onDisk);
    for (const control of screen.controls) {
      expect(texts, control.label).toContain(control.label);
    }
  });

  it('uses the header and navigation labels of src/data/app.ts', () => {
    const {texts, currentNav} = parseSvg(onDisk);
    expect(texts).toContain('Coinloom');
    if (screen.frame === 'signed-out') {
      expect(texts).not.toContain(appHeader.sandboxSwitch);
      return;
    }
    for (const label of [
      appHeader.merchantSwitcher,
      appHeader.sandboxSwitch,
      appHeader.notifications,
      appHeader.profileMenu,
    ]) {
      expect(texts).toContain(label);
    }
    for (const {label} of appScreens) {
      expect(texts).toContain(label);
    }
    expect(currentNav).toEqual(screen.nav === null ? [] : [screen.nav]);
  });

  it('is included by the page that renders its controls table', () => {
    const page = path.join(docsDir, screen.page);
    expect(fs.existsSync(page), screen.page).toBe(true);
    const source = fs.readFileSync(page, 'utf8');
    const tables = [...source.matchAll(new RegExp(`<ScreenControls screen="${id}"(?: group="([^"]+)")? />`, 'g'))];
    expect(source).toMatch(/^import ScreenControls from '@site\/src\/features\/screens\/ScreenControls';$/m);
    expect(tables.length, `${screen.page} renders <ScreenControls screen="${id}" />`).toBeGreaterThan(0);
    const shownGroups: (string | undefined)[] = tables.map((match) => match[1]);
    const unshown = shownGroups.includes(undefined)
      ? []
      : screen.controls.filter((control) => !shownGroups.includes(control.group)).map((control) => control.label);
    expect(unshown, 'controls no table on the page shows').toEqual([]);
    const images = [...source.matchAll(/!\[([^\]]+)\]\(([^)\s]+\.svg)\)/g)].map((match) => ({
      alt: match[1],
      file: path.resolve(path.dirname(page), match[2]),
    }));
    const figure = images.find((image) => image.file === file);
    expect(figure, `${screen.page} includes ${path.relative(projectRoot, file)}`).toBeDefined();
    expect(figure?.alt.length).toBeGreaterThan(30);
  });
});

describe('figure folder', () => {
  it('holds only figures of screens in the data', () => {
    const dir = path.dirname(figureFile(screenIds[0]));
    const generated = new Set(screenIds.map((id) => path.basename(figureFile(id))));
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.svg'));
    expect(files.filter((file) => !generated.has(file))).toEqual([]);
  });
});
