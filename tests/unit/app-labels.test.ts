/**
 * Steps name the app exactly, screen by screen. A bold word in a numbered step of any page, the developers' pages
 * and the blog included, is a label the reader looks for on the screen that step is on, so it must be one of that
 * screen's controls (src/features/screens/data), of the dialog or tab the step opened, of the header and navigation
 * on every signed-in screen, or of the place outside the app the page walks through (WordPress admin, the pay
 * button builder). How the test knows which screen a step is on is written in tests/support/steps.ts; a page helps
 * it, where the steps cannot tell, with `screen: <id>` in its front matter or `{/* screen: <id> *\/}` before a list.
 * A step that works a control names it, and never sends the reader somewhere vague, such as "the security settings".
 */
import path from 'node:path';
import type {List, ListItem, Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {docsDir, projectRoot} from '../support/docs';
import {contentPages, readPage, type Page} from '../support/pages';
import {checkSteps, firstParagraph, stepListsOf, type Step} from '../support/steps';

const pages = await Promise.all(contentPages().map((file) => readPage(file)));

/** A page written for a test, read as the checks read a page. */
let probes = 0;
const probe = (source: string): Promise<Page> => readPage(path.join(docsDir, `__probe-${++probes}__.mdx`), source);
const messages = async (source: string): Promise<string[]> =>
  checkSteps(await probe(source)).map(
    (finding) => `${finding.where.replace(/^.*__probe-\d+__\.mdx/, 'probe')}: ${finding.message}`,
  );

const steps: {page: Page; step: Step}[] = pages.flatMap((page) =>
  stepListsOf(page).flatMap((list) => list.steps.map((step) => ({page, step}))),
);

describe('labels in steps, screen by screen', () => {
  it('reads every numbered step of every page, the developers’ pages and the blog included', async () => {
    const files = new Set(steps.map(({page}) => path.relative(projectRoot, page.file)));
    for (const file of [
      'docs/quickstart/receive-payment-for-business.mdx',
      'docs/for-developers/api/using-api-for-wallet-security.mdx',
      'blog/2026-11-24-long-blog-post.mdx',
    ]) {
      if (pages.some((page) => page.file === path.join(projectRoot, file))) expect(files, file).toContain(file);
    }
    // Bold labels deep inside a step count too: a second line, or a list under the step; a label written from
    // data is read as the reader sees it; a bold lead-in names the step, not a control.
    const [list] = stepListsOf(
      await probe(
        "import {appHeader} from '@site/src/data/app';\n\n" +
          '1. **First things first.** Open **Home**\n   and select **Nowhere at all**.\n   - Then **{appHeader.sandboxSwitch}**.\n',
      ),
    );
    expect(list.steps[0].labels.map((label) => label.text)).toEqual(['Home', 'Nowhere at all', 'Sandbox']);
  });

  it('knows the screen a step is on from the steps before it', async () => {
    // A navigation item puts the reader on its screen; a control that opens a dialog puts them in it.
    expect(
      await messages(
        '1. Open **Wallets** and select **Send** on a card.\n2. In **Asset**, choose one.\n3. Select **Review**, then **Confirm**.\n',
      ),
    ).toEqual([]);
    expect(
      await messages('1. Open **Wallets** and select **Receive** on a card.\n2. In **Asset**, choose one.\n'),
    ).toEqual([]);
    // The wallet's Receive steps no longer pass on the Withdrawal screen's Asset, nor Withdrawal's on Home's Confirm.
    expect(await messages('1. Open **Wallets**.\n2. In **Asset**, choose one.\n')).toEqual([
      'probe:2: **Asset** is not on the Wallets screen (wallets); it is on wallet-receive, wallet-send, withdrawal, withdrawal-fiat',
    ]);
    expect(
      await messages(
        '1. Open **Withdrawal** and select **Withdraw**.\n2. Select **Review**.\n3. Select **Confirm**.\n',
      ),
    ).toEqual(['probe:3: **Confirm** is not on the Withdrawal screen (withdrawal); it is on home, wallet-send']);
    // A tab is a place of its own.
    expect(
      await messages(
        '1. Open **Withdrawal**.\n2. Select **To a bank account or card**.\n3. Choose the **Payout method**.\n',
      ),
    ).toEqual([]);
    // Where the navigation item sits in the step does not matter: it says where the step happens.
    expect(await messages('1. In **Your invoices** on **Checkouts**, select **PDF**.\n')).toEqual([]);
    // A label of the screen under a dialog: the dialog has closed.
    expect(
      await messages(
        '1. Open **Recurring billing** and select **New plan**.\n2. Select **Create plan**.\n3. Select **Add subscriber**.\n',
      ),
    ).toEqual([]);
    // The reader stays where the last list left them.
    expect(
      await messages('1. Open **Wallets** and select **Send**.\n\nThen:\n\n1. In **Memo**, enter the memo.\n'),
    ).toEqual([]);
  });

  it('passes the header and the navigation on every signed-in screen, and nothing else from other screens', async () => {
    expect(
      await messages(
        '1. Open **Swap**.\n2. Turn on **Sandbox** and choose a **Merchant**.\n3. Open **Profile**, then **Your profile**.\n4. Turn on **Two-factor authentication**.\n',
      ),
    ).toEqual([]);
    expect(await messages('1. Open **Swap**.\n2. Select **Install Now**.\n')).toEqual([
      'probe:2: **Install Now** is not on the Swap screen (swap); it is on wordpress-admin',
    ]);
  });

  it('takes the screen from the page where the steps cannot tell, and names the page, line, label and screen', async () => {
    expect(await messages('1. Set **Mode** to **Popup**.\n')).toEqual([
      'probe:1: **Mode** is not on any screen a step before it opens or the page declares; it is on pay-button-builder',
      'probe:1: **Popup** is not on any screen a step before it opens or the page declares; it is on pay-button-builder',
    ]);
    expect(await messages('{/* screen: pay-button-builder */}\n\n1. Set **Mode** to **Popup**.\n')).toEqual([]);
    // A page's own screen holds on every step; the app's labels still pass.
    expect(
      await messages(
        '---\ntitle: x\nscreen: wordpress-admin\n---\n\n1. Open **Plugins**.\n2. In the app, open **Merchants**.\n3. Back in **WooCommerce › Settings › Payments › Coinloom**, turn on **Enable Coinloom**.\n',
      ),
    ).toEqual([]);
    expect(await messages('{/* screen: nowhere */}\n\n1. Select **Home**.\n')).toEqual([
      'probe:1: declares nowhere, which no place has',
    ]);
    expect(await messages('---\ntitle: x\nscreen: nowhere\n---\n\n1. Select **Home**.\n')).toEqual([
      'probe:1: declares screen: nowhere, which no place has',
    ]);
  });

  it('names only labels of the screen each step is on, in every numbered step of every page', () => {
    const found = pages.flatMap((page) => checkSteps(page)).map((finding) => `${finding.where}: ${finding.message}`);
    expect(found).toEqual([]);
  });
});

describe('steps that work a control', () => {
  // Every numbered item, those of a list inside a step included.
  const items = pages.flatMap((page) => {
    const found: {page: Page; item: ListItem}[] = [];
    visit(page.tree, 'list', (list: List) => {
      if (list.ordered) found.push(...list.children.map((item) => ({page, item})));
    });
    return found;
  });
  const at = ({page, item}: {page: Page; item: ListItem}) => `${page.where}:${item.position?.start.line}`;

  it('name the control, in bold', () => {
    // Verbs that only a control takes. A step that works one names it: "Select **Save**", never "Save the
    // payout method". A file name in code (`Save the script below as /js/x.js`) is not a control.
    const controlVerb = /^(Select|Tick|Untick|Click|Tap|Press|Type|Submit|Finish|Download|Save)\b/;
    const unnamed = items
      .filter(({item}) => {
        const paragraph = firstParagraph(item);
        if (!paragraph || !controlVerb.test(toString(paragraph))) return false;
        return !paragraph.children.some((child) => child.type === 'strong' || child.type === 'inlineCode');
      })
      .map((entry) => `${at(entry)}: ${toString(firstParagraph(entry.item) as Paragraph).slice(0, 80)}`);
    expect(unnamed).toEqual([]);
  });

  it('never send a reader to a vague place', () => {
    const vague = /\b(go to|open|find) (the |your )?(security |account |app |wallet )?settings( page)?\b/i;
    const found = items
      .filter(({item}) => vague.test(toString(item)))
      .map((entry) => `${at(entry)}: ${toString(entry.item).slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});
