import type {Page} from '@playwright/test';
import {REFERENCE_ROUTE, apiAnchors, referenceAnchorLinks} from './api-pages';
import {expect, hydrated, open, test} from './fixtures';

/**
 * Every link into the API reference lands: a reader who follows one, from
 * another page or from the reference itself, sees its target at the top of the
 * screen, under the navbar, even though the reference is long and lays its
 * parts out only as they come near. Each distinct target is opened cold (a new document at
 * `specification/#id`), the way a reader arrives from a search result or a
 * shared link; one more test follows a link from a guide inside the app.
 */

const links = referenceAnchorLinks();
const targets = [...new Set(links.map((link) => link.target))].sort();

/** Tests that share the targets, so that workers open them side by side. */
const CHUNKS = 8;
const chunkSize = Math.ceil(targets.length / CHUNKS);
const chunks = Array.from({length: CHUNKS}, (_, index) => targets.slice(index * chunkSize, (index + 1) * chunkSize));

/**
 * What is wrong with where a page landed for an anchor, as readable strings;
 * none when the target exists, shows, sits between the navbar and the bottom
 * of the screen, and is the kind of element its prefix promises.
 */
async function landingProblems(page: Page, id: string): Promise<string[]> {
  const kind = apiAnchors.error.has(id)
    ? 'error'
    : [apiAnchors.operation, apiAnchors.schema, apiAnchors.webhook].some((ids) => ids.has(id))
      ? 'heading'
      : 'section';
  return page.evaluate(
    ({id, kind}) => {
      const element = document.getElementById(id);
      if (!element) {
        return ['no element has this id'];
      }
      const problems: string[] = [];
      if (!element.checkVisibility()) {
        problems.push('not visible');
      }
      const {top} = element.getBoundingClientRect();
      const navbar = document.querySelector('.navbar');
      // The navbar hides on scroll; while it shows, the target must be under it.
      const navbarBottom = Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0);
      if (top < navbarBottom - 1 || top >= window.innerHeight) {
        problems.push(
          `top at ${Math.round(top)} px, not between the navbar (${Math.round(navbarBottom)}) and ${window.innerHeight}`,
        );
      }
      if (kind === 'heading') {
        if (!element.closest('h2, h3, h4')) {
          problems.push(`a ${element.tagName.toLowerCase()}, not a heading (h2–h4) or inside one`);
        }
      } else if (kind === 'error') {
        const catalogue = document.getElementById('error-codes');
        const list = element.closest('.api-errors');
        if (!list || !catalogue || !(catalogue.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING)) {
          problems.push('not in a list of the error catalogue (after #error-codes)');
        }
      }
      return problems;
    },
    {id, kind},
  );
}

/** Waits for the page to land on the anchor, then checks that it stays there. */
async function expectLanded(page: Page, id: string): Promise<void> {
  await expect.poll(() => landingProblems(page, id), {message: `#${id}`, timeout: 10_000}).toEqual([]);
  // Content rendered late above the target would push it away: it must still be there a moment later.
  await page.waitForTimeout(300);
  expect(await landingProblems(page, id), `#${id}, 300 ms after it landed`).toEqual([]);
}

test.describe('links into the API reference', () => {
  test('are found in the build', () => {
    console.log(`API anchors: ${links.length} links to ${targets.length} distinct targets on the reference`);
    test.info().annotations.push({type: 'links', description: `${links.length} links, ${targets.length} targets`});
    expect(links.length).toBeGreaterThan(0);
    // The reference's own table of contents links every operation, so each is a target.
    expect(targets.filter((target) => apiAnchors.operation.has(target)).length).toBeGreaterThan(0);
  });

  chunks.forEach((chunk, index) => {
    if (!chunk.length) {
      return;
    }
    test(`land on their target after a cold load (${index + 1}/${CHUNKS}: ${chunk.length} targets)`, async ({page}) => {
      // Each target is a fresh load of the longest page on the site.
      test.setTimeout(chunk.length * 10_000);
      for (const id of chunk) {
        // A blank page first, so the next address is a new document, not a jump within the old one.
        await page.goto('about:blank');
        await page.goto(`${REFERENCE_ROUTE}#${encodeURIComponent(id)}`);
        await hydrated(page);
        await expectLanded(page, id);
      }
    });
  });

  test('land on a schema when followed from a guide inside the app', async ({page}) => {
    test.setTimeout(60_000);
    await open(page, '/for-developers/api/using-api-for-checkout/');
    const link = page.locator(`article a[href^="${REFERENCE_ROUTE}#schema-"]`).first();
    const id = decodeURIComponent(new URL((await link.getAttribute('href')) ?? '', 'http://site').hash.slice(1));
    await link.click();
    await page.waitForURL(`**${REFERENCE_ROUTE}#${id}`);
    await expectLanded(page, id);
  });
});
