/**
 * Steps name the app exactly. A bold word in a numbered step of any page, the
 * developers' pages and the blog included, is a label the reader looks for on
 * a screen, so it must be one the data files know: the app's navigation,
 * header and dialogs (src/data/app.ts), a screen's controls
 * (src/features/screens), the auto-sign kinds, the pay button builder, or
 * WordPress's own admin labels for the plugin. A step that works a control
 * names it, and never sends the reader somewhere vague, such as "the security
 * settings".
 */
import fs from 'node:fs';
import path from 'node:path';
import type {List, ListItem, Nodes, Paragraph, Root, Strong} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import * as app from '../../src/data/app';
import {autoSignOperationKinds, checkoutKinds} from '../../src/data/product';
import {builderLabels, buttonModes, buttonLabels, buttonSizes, buttonThemes} from '../../src/data/payButton';
import {wooCommerceSettings, wordPressAdminLabels} from '../../src/data/wooCommerce';
import {screens, type Screen} from '../../src/features/screens';
import {docsDir, isChecked, markdownFiles, projectRoot} from '../support/docs';

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

const blogDir = path.join(projectRoot, 'blog');
/** Every page a reader can follow steps on: the docs, the developers' pages and the blog posts. */
const pages = [
  ...markdownFiles(docsDir).map((file) => path.join(docsDir, file)),
  ...markdownFiles(blogDir).map((file) => path.join(blogDir, file)),
].filter(isChecked);

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter);

type Step = {file: string; item: ListItem};

/** Every item of every numbered list on a page, nested ones included. */
function stepsOf(file: string, source: string): Step[] {
  const steps: Step[] = [];
  visit(processor.parse(source) as Root, 'list', (list: List) => {
    if (list.ordered) {
      steps.push(...list.children.map((item) => ({file, item})));
    }
  });
  return steps;
}

const steps = pages.flatMap((file) => stepsOf(file, fs.readFileSync(file, 'utf8')));

/** A step's own text: its first paragraph. */
const firstParagraph = (item: ListItem): Paragraph | undefined =>
  item.children[0]?.type === 'paragraph' ? item.children[0] : undefined;

/** A bold lead-in that opens a step (`1. **Audit the keys** with …`) names the step, not a control. */
const leadIn = (item: ListItem): Strong | undefined => {
  const first = firstParagraph(item)?.children[0];
  return first?.type === 'strong' ? first : undefined;
};

/** A bold span written from data (`**{appHeader.sandboxSwitch}**`) is a label by construction. */
const fromData = (node: Nodes): boolean => {
  let found = false;
  visit(node, (child) => {
    if (child.type === 'mdxTextExpression') found = true;
  });
  return found;
};

/** Every bold label in a step and the steps and lists under it, but its lead-in. */
function labelsOf(item: ListItem): Strong[] {
  const skip = leadIn(item);
  const labels: Strong[] = [];
  visit(item, 'strong', (strong: Strong) => {
    if (strong !== skip && !fromData(strong)) labels.push(strong);
  });
  return labels;
}

const where = (step: Step, node: Nodes) => `${path.relative(projectRoot, step.file)}:${node.position?.start.line}`;

describe('labels in steps', () => {
  it('knows the labels of the app it checks against', () => {
    for (const label of [
      'Home',
      'New checkout',
      'New invoice',
      'Account',
      'Awaiting confirmation',
      'Show phrase',
      'Your invoices',
      'Void',
      'PDF',
      'Download QR code',
      'Allow withdrawals',
      'Phrase length',
    ]) {
      expect(known, label).toContain(label);
    }
  });

  it('reads every numbered step of every page, the developers’ pages and the blog included', () => {
    const files = new Set(steps.map((step) => path.relative(projectRoot, step.file)));
    for (const file of [
      'docs/quickstart/receive-payment-for-business.mdx',
      'docs/for-developers/api/using-api-for-wallet-security.mdx',
      'blog/2026-11-24-long-blog-post.mdx',
    ]) {
      if (pages.includes(path.join(projectRoot, file))) expect(files, file).toContain(file);
    }
    // Bold labels deep inside a step count too: a second line, or a list under the step.
    const [probe] = stepsOf(
      'probe.mdx',
      '1. Open **Home**\n   and select **Nowhere at all**.\n   - Then **Elsewhere**.\n',
    );
    expect(labelsOf(probe.item).map((label) => toString(label))).toEqual(['Home', 'Nowhere at all', 'Elsewhere']);
  });

  it('names only labels the app shows, in every numbered step of every page', () => {
    const unknown = steps.flatMap((step) =>
      labelsOf(step.item)
        .filter((label) => !known.has(toString(label)))
        .map((label) => `${where(step, label)}: **${toString(label)}**`),
    );
    expect(unknown).toEqual([]);
  });

  it('names the control a step works, in bold', () => {
    // Verbs that only a control takes. A step that works one names it: "Select **Save**", never "Save the
    // payout method". A file name in code (`Save the script below as /js/x.js`) is not a control.
    const controlVerb = /^(Select|Tick|Untick|Click|Tap|Press|Type|Submit|Finish|Download|Save)\b/;
    const unnamed = steps
      .filter(({item}) => {
        const paragraph = firstParagraph(item);
        if (!paragraph || !controlVerb.test(toString(paragraph))) return false;
        return !paragraph.children.some((child) => child.type === 'strong' || child.type === 'inlineCode');
      })
      .map((step) => `${where(step, step.item)}: ${toString(firstParagraph(step.item) as Paragraph).slice(0, 80)}`);
    expect(unnamed).toEqual([]);
  });

  it('never sends a reader to a vague place in a step', () => {
    const vague = /\b(go to|open|find) (the |your )?(security |account |app |wallet )?settings( page)?\b/i;
    const found = steps
      .filter(({item}) => vague.test(toString(item)))
      .map((step) => `${where(step, step.item)}: ${toString(step.item).slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});
