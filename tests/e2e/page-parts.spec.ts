import type {Page} from '@playwright/test';
import {expect, hydrated, open, test} from './fixtures';

/**
 * Each page loads only what it shows (issue 38): the figure zoom's library, the code block with Prism, the Bash and
 * PHP grammars and the cards' descriptions come with the pages that have figures, code blocks, such code blocks or
 * cards, and no others.
 * Each part is recognised in the scripts a page fetched by a string of its own code.
 */
const PARTS = {
  zoom: 'medium-zoom-overlay',
  // Prism's core (prism-react-renderer), which names its plain-text language so.
  prism: 'plaintext',
  grammars: 'markup-templating',
  // A card's description on Accept payments (the token sale guide's front matter), shown by no sidebar.
  cardDescriptions: 'Sell your own token for crypto at a fixed rate',
};
type Part = keyof typeof PARTS;

/** The parts whose code was among the scripts the page fetched, once zoom (1 s after load) has had time to attach. */
async function partsLoaded(page: Page, path: string): Promise<Set<Part>> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await open(page, path);
  await page.waitForTimeout(1_500);
  const code = (await Promise.all(scripts)).join('\n');
  return new Set((Object.keys(PARTS) as Part[]).filter((part) => code.includes(PARTS[part])));
}

test.describe('each page loads only what it shows', () => {
  test('a doc page without figures, code blocks or cards loads none of them', async ({page}) => {
    expect([...(await partsLoaded(page, '/status-page/'))]).toEqual([]);
  });

  test('a page with figures loads the zoom, and a category page its cards', async ({page}) => {
    expect([...(await partsLoaded(page, '/functional/withdrawal/'))]).toEqual(['zoom']);
    expect(await partsLoaded(page, '/category/payments/')).toContain('cardDescriptions');
  });

  test('Bash and PHP blocks are highlighted on their pages, also after a client-side navigation', async ({page}) => {
    expect([...(await partsLoaded(page, '/for-developers/woo-commerce-plugin/'))].sort()).toEqual([
      'grammars',
      'prism',
    ]);
    const php = page.locator('div.language-php >> visible=true').first();
    await php.scrollIntoViewIfNeeded();
    await expect(php.locator('.token.keyword').first()).toBeVisible();

    // The developer home has no such block: the grammars come with the page navigated to.
    await open(page, '/category/api/');
    await page.locator('article').getByRole('link', {name: 'API architecture', exact: true}).first().click();
    await expect(page).toHaveURL(/\/for-developers\/api\/api-architecture\/$/);
    await hydrated(page);
    const bash = page.locator('div.language-bash').first();
    await bash.scrollIntoViewIfNeeded();
    await expect(bash.locator('.token.builtin').first()).toBeVisible();
  });

  test('code blocks are highlighted after a client-side navigation from a page without any', async ({page}) => {
    const path = '/what-is-coinloom/cryptocurrency-payments-through-coinloom/';
    expect(await partsLoaded(page, path)).not.toContain('prism');
    await page.locator('article').getByRole('link', {name: 'callback', exact: true}).first().click();
    await expect(page).toHaveURL(/\/for-developers\/callbacks\/$/);
    const block = page.locator('div.language-js').first();
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.token.keyword').first()).toBeVisible();
  });
});
