/**
 * Steps name the app exactly. A bold word in a numbered step of a reader's
 * guide is a label the reader looks for on the screen, so it must be one the
 * data files know: the app's navigation, header and dialogs (src/data/app.ts),
 * a screen's controls (src/features/screens), the auto-sign kinds, the pay
 * button builder, or WordPress's own admin labels for the plugin. A step never
 * sends the reader somewhere vague, such as "the security settings".
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as app from '../../src/data/app';
import {autoSignOperationKinds, checkoutKinds} from '../../src/data/product';
import {builderLabels, buttonModes, buttonLabels, buttonSizes, buttonThemes} from '../../src/data/payButton';
import {wooCommerceSettings, wordPressAdminLabels} from '../../src/data/wooCommerce';
import {screens, type Screen} from '../../src/features/screens';
import {docsDir, isChecked, markdownFiles} from '../support/docs';

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    out.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => strings(item, out));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => strings(item, out));
  }
  return out;
}

const known = new Set<string>();
strings(app, known);
for (const screen of Object.values(screens) as Screen[]) {
  known.add(screen.name);
  for (const control of screen.controls) {
    known.add(control.label);
    if (control.group) known.add(control.group);
  }
}
strings(
  [
    autoSignOperationKinds.map((kind) => kind.label),
    checkoutKinds.map((kind) => kind.label),
    builderLabels,
    [buttonModes, buttonLabels, buttonSizes, buttonThemes].map((set) => Object.values(set).map((entry) => entry.label)),
    Object.values(wooCommerceSettings).map((setting) => setting.label),
    wordPressAdminLabels,
  ],
  known,
);

/** The guides readers follow in the app: everything but the developer pages. */
const guides = markdownFiles(docsDir).filter(
  (file) => !file.startsWith('for-developers/') && isChecked(path.join(docsDir, file)),
);

/** Bold spans of numbered steps, leaving out a step's bold lead-in and values written from data (`{…}`). */
function stepLabels(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^\s*\d+\.\s/.test(line))
    .flatMap((line) =>
      [...line.replace(/^\s*\d+\.\s+\*\*[^*]+\*\*/, '').matchAll(/\*\*([^*]+?)\*\*/g)]
        .map((match) => match[1])
        .filter((label) => !label.includes('{')),
    );
}

describe('labels in steps', () => {
  it('knows the labels of the app it checks against', () => {
    for (const label of ['Home', 'New checkout', 'New invoice', 'Account', 'Awaiting confirmation', 'Show phrase']) {
      expect(known, label).toContain(label);
    }
  });

  it('names only labels the app shows, in every numbered step of a guide', () => {
    const unknown = guides.flatMap((file) =>
      stepLabels(fs.readFileSync(path.join(docsDir, file), 'utf8'))
        .filter((label) => !known.has(label))
        .map((label) => `${file}: **${label}**`),
    );
    expect(unknown).toEqual([]);
  });

  it('never sends a reader to a vague place in a step', () => {
    const vague = /\b(go to|open|find) (the |your )?(security |account |app |wallet )?settings( page)?\b/i;
    const found = guides.flatMap((file) =>
      fs
        .readFileSync(path.join(docsDir, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*\d+\.\s/.test(line) && vague.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
