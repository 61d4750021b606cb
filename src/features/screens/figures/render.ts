/**
 * Renders one screen's figure: the layout draws the content from the screen's
 * data, the frame adds the header and the navigation, and the document gets
 * a title and a description written from the data.
 */
import path from 'node:path';
import {appHeader, appScreens} from '../../../data/app';
import {screens, type ScreenId} from '..';
import type {Screen} from '../types';
import {MIN_APP_HEIGHT, appFrame, signedOutFrame, svgDocument} from './frame';
import {makeKit} from './kit';
import type {Kit} from './kit';

export const projectRoot = path.resolve(__dirname, '../../../..');

/** Draws a screen's content from its data; returns the SVG and the lowest y it drew at. */
export type Layout = (kit: Kit) => {body: string; bottom: number};

/**
 * A screen's layout is the default export of layouts/<id>.ts. The screen list in
 * ../index.ts is the only list of screens: a screen without a layout file fails here,
 * and screens.test.ts fails on a layout file without a screen.
 */
async function layoutOf(id: ScreenId): Promise<Layout> {
  const module = (await import(`../layouts/${id}.ts`)) as {default: Layout};
  return module.default;
}

/** Where a screen's figure is written: docs/functional/img/<id>.svg. */
export function figureFile(id: ScreenId): string {
  return path.join(projectRoot, 'docs/functional/img', `${id}.svg`);
}

const BOTTOM_MARGIN = 32;

function describe(screen: Screen): string {
  const frame =
    screen.frame === 'app'
      ? ` The header holds Coinloom, ${Object.values(appHeader)
          .filter((label) => label !== appHeader.logOut)
          .join(', ')}. The left navigation lists ${appScreens.map((s) => s.label).join(', ')}${
          screen.nav ? `, with ${screen.nav} selected` : ''
        }.`
      : ' Above the forms is the Coinloom logo, and nothing else: you are not logged in yet.';
  const controls = screen.controls.map((control, index) => `${index + 1} ${control.label}`).join('; ');
  return `A sketch of the ${screen.name} screen of the Coinloom web app.${frame} Numbered controls: ${controls}.`;
}

export async function renderScreen(id: ScreenId): Promise<string> {
  const screen: Screen = screens[id];
  const kit = makeKit(screen);
  const content = (await layoutOf(id))(kit);
  const undrawn = kit.undrawn();
  if (undrawn.length > 0) {
    throw new Error(`The ${id} layout does not draw these controls of its data: ${undrawn.join(', ')}`);
  }
  const height =
    screen.frame === 'app' ? Math.max(MIN_APP_HEIGHT, content.bottom + BOTTOM_MARGIN) : content.bottom + BOTTOM_MARGIN;
  const frame =
    screen.frame === 'app' ? appFrame({current: screen.nav, height, callouts: kit.headerCallouts()}) : signedOutFrame();
  return svgDocument({
    id,
    title: screen.figureTitle,
    desc: describe(screen),
    height,
    body: `${frame}\n${content.body}`,
    source: `src/features/screens/data/${id}.ts and src/features/screens/layouts/${id}.ts`,
  });
}
