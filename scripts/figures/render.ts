/**
 * Renders one screen's figure: the layout draws the content from the screen's
 * data, the frame adds the header and the navigation, and the document gets
 * a title and a description written from the data.
 */
import path from 'node:path';
import {appHeader, appScreens} from '../../src/data/app';
import {screens, type ScreenId} from '../../src/data/screens';
import type {Screen} from '../../src/data/screens/types';
import {MIN_APP_HEIGHT, appFrame, signedOutFrame, svgDocument} from './lib/frame';
import {makeKit} from './lib/kit';
import {layouts} from './layouts';

export const projectRoot = path.resolve(__dirname, '../..');

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

export function renderScreen(id: ScreenId): string {
  const screen: Screen = screens[id];
  const kit = makeKit(screen);
  const content = layouts[id](kit);
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
    source: `src/data/screens/${id}.ts and scripts/figures/screens/${id}.ts`,
  });
}
