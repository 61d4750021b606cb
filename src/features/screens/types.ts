import type {appScreens} from '../../data/app';

/** What a control is, as the controls table names it and the figure draws it. */
export type ControlKind =
  | 'button'
  | 'field'
  | 'select'
  | 'toggle'
  | 'checkbox'
  | 'tab'
  | 'link'
  | 'menu'
  | 'table'
  | 'card'
  | 'list'
  | 'upload';

export type ScreenControl = {
  /** The label exactly as the screen shows it; the figure draws this text and the page writes it in bold. */
  label: string;
  kind: ControlKind;
  /** What the control does, in one or two sentences. */
  does: string;
  /** The values it accepts or shows. */
  values?: string;
  /** What goes wrong with it, and how to put it right. */
  wrong?: string;
  /** The part of the screen it sits in, so a page can show one part's table at a time. */
  group?: string;
  /**
   * The screen or dialog the control takes the reader to, by id: a screen of the list (index.ts) or a wallet
   * dialog (`walletDialogs` in src/data/app.ts, as `wallet-<name>`). Steps that select the control are then
   * checked against that place's controls (tests/unit/app-labels.test.ts).
   */
  opens?: string;
  /**
   * Labels inside the control that a step names in bold: a select's choices, the fields of a table's row. A choice
   * that changes the form names the screen it opens.
   */
  parts?: readonly {label: string; opens?: string}[];
};

/** What the screen shows while it has nothing to show, is loading, or has failed. */
export type ScreenStates = {
  empty?: string;
  loading?: string;
  error?: string;
};

/** A label of the app's left navigation (src/data/app.ts). */
export type NavLabel = (typeof appScreens)[number]['label'];

export type Screen = {
  /** Names the data file, the figure's layout file and the figure: docs/functional/img/<id>.svg. */
  id: string;
  /** The screen's name as the figure's heading shows it. */
  name: string;
  /**
   * `app`: the signed-in frame (header and left navigation); `signed-out`: the frame of the pages
   * before log-in, which has the logo and nothing else.
   */
  frame: 'app' | 'signed-out';
  /** The navigation item highlighted in the figure; null when the screen is not one of the navigation's. */
  nav: NavLabel | null;
  /**
   * The doc that documents the screen, relative to docs/. It includes the figure and renders the controls table;
   * the table of a dialog or a tab (see `over`) may wait until the page documents its controls.
   */
  page: string;
  /**
   * For a dialog, or one tab's form, that opens over another screen: that screen's id. Once it closes, the reader
   * is back there.
   */
  over?: string;
  /** The figure's <title>; its <desc> is written from the controls. */
  figureTitle: string;
  controls: readonly ScreenControl[];
  states: ScreenStates;
};
