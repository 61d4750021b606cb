import type {Page} from '@playwright/test';
import {REFERENCE_ROUTE, apiAnchors, referenceAnchorLinks, referenceIdsInPageOrder} from './api-pages';
import {CPU_SLOWDOWN, expect, hydrated, open, slowCpu, test} from './fixtures';
import {paintedFrames} from './frames';

/**
 * Every link into the API reference lands: a reader who follows one, from
 * another page or from the reference itself, sees its target at the top of the
 * screen, under the navbar, and it stays there, even though the reference is
 * long and lays its parts out only as they come near.
 *
 * - Every distinct target, on the loaded reference: the address's fragment
 *   changes to it, as a link to `#id` on the page, Back or Forward, or an edited
 *   address does. Each test goes down the page, so every jump crosses parts not
 *   yet laid out. This proves that each target exists, is the kind of element
 *   its prefix promises, and lands and stays: lazyLayout.ts holds it.
 * - Opened cold (a new document at `specification/#id`, as from a search result
 *   or a shared link), where the browser keeps the target in view while the page
 *   loads and the parts above it are laid out from the start (a page opened with a fragment, in
 *   src/features/api/styles/part.css), so nothing above it changes height:
 *   per kind of target, the first and the last on the page and
 *   others spread between. What differs between targets on a cold load is how
 *   much of the page lies above them, which the spread covers; the page, its
 *   scripts and the rule are the same for all. Opening every target cold was
 *   the longest part of the browser tests, for the same few outcomes.
 * - On a slowed CPU, a smaller spread, watched in every frame painted while the
 *   page loads and hydrates.
 * - One more test follows a link from a guide inside the app.
 */

const links = referenceAnchorLinks();
const position = new Map(referenceIdsInPageOrder().map((id, index) => [id, index]));
/** Every distinct target, in the order the reference shows them (one it lacks goes last, and fails). */
const targets = [...new Set(links.map((link) => link.target))].sort(
  (a, b) => (position.get(a) ?? position.size) - (position.get(b) ?? position.size),
);

/** Deals a list out to `count` tests in turn, so that workers take them side by side, each with some of every kind. */
function shares<T>(list: readonly T[], count: number): T[][] {
  return Array.from({length: count}, (_, share) => list.filter((_, index) => index % count === share)).filter(
    (share) => share.length > 0,
  );
}

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

/**
 * How many frames the page paints after landing before the target is checked again. What can push a target
 * away once it has landed is a part near it taking its real size: the browser lays such a part out in the
 * rendering step of a frame, and lazyLayout.ts answers its resize in that same frame, which may bring the next part
 * near. Ten frames leave room for a chain of those; a fixed 300 ms was fewer frames on a busy machine and idle time
 * on a quiet one (247 targets: about 74 s of the browser tests' time).
 */
const SETTLE_FRAMES = 10;

/** Waits for the page to land on the anchor, then checks that it stays there. */
async function expectLanded(page: Page, id: string): Promise<void> {
  await expect.poll(() => landingProblems(page, id), {message: `#${id}`, timeout: 10_000, intervals: [50]}).toEqual([]);
  // Content rendered late above the target would push it away: it must still be there some frames later.
  await paintedFrames(page, SETTLE_FRAMES);
  expect(await landingProblems(page, id), `#${id}, ${SETTLE_FRAMES} frames after it landed`).toEqual([]);
}

// No trace, also on a retry: a trace snapshots the 15,000-element page at every step, which made each load at 4×
// CPU slowdown take about 30 s and ran the slow tests past their time. A failure names its target and what is wrong.
test.use({trace: 'off'});

test.describe('links into the API reference', () => {
  test('are found in the build', () => {
    console.log(`API anchors: ${links.length} links to ${targets.length} distinct targets on the reference`);
    test.info().annotations.push({type: 'links', description: `${links.length} links, ${targets.length} targets`});
    expect(links.length).toBeGreaterThan(0);
    // The reference's own table of contents links every operation, so each is a target.
    expect(targets.filter((target) => apiAnchors.operation.has(target)).length).toBeGreaterThan(0);
  });

  const ON_THE_PAGE = shares(targets, 4);
  ON_THE_PAGE.forEach((share, index) => {
    test(`land on their target when the address changes on the page (${index + 1}/${ON_THE_PAGE.length}: ${share.length} targets)`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + share.length * 3_000 * CPU_SLOWDOWN);
      await open(page, REFERENCE_ROUTE);
      for (const id of share) {
        await page.evaluate((hash) => (location.hash = hash), encodeURIComponent(id));
        await expectLanded(page, id);
      }
    });
  });

  // Per kind of target, its first and last on the page and others spread between: 8 of each kind that has as many.
  const COLD = shares(sampleAcrossKinds(targets, 8), 2);
  COLD.forEach((sample, index) => {
    test(`land on their target after a cold load (${index + 1}/${COLD.length}: ${sample.join(', ')})`, async ({
      page,
    }) => {
      // Each target is a fresh load of the longest page on the site (a slowed CPU, CPU_SLOWDOWN, takes longer).
      test.setTimeout(sample.length * 10_000 * CPU_SLOWDOWN);
      for (const id of sample) {
        // A blank page first, so the next address is a new document, not a jump within the old one.
        await page.goto('about:blank');
        await page.goto(`${REFERENCE_ROUTE}#${encodeURIComponent(id)}`);
        await hydrated(page);
        await expectLanded(page, id);
      }
    });
  });

  // A slow phone: the page takes seconds to load and hydrate, and every frame the reader sees must show the
  // target where it landed. A sample of each kind of target, from the top of the reference to its end.
  const SLOW = shares(sampleAcrossKinds(targets, 3), 2);
  SLOW.forEach((sample, index) => {
    test(`stay on their target in every frame at 4× CPU slowdown (${index + 1}/${SLOW.length}: ${sample.join(', ')})`, async ({
      page,
    }) => {
      test.setTimeout(sample.length * 30_000);
      await slowCpu(page, 4);
      await page.addInitScript(recordPaintedFrames);
      for (const id of sample) {
        await page.goto('about:blank');
        await page.goto(`${REFERENCE_ROUTE}#${encodeURIComponent(id)}`);
        await hydrated(page);
        await expectLanded(page, id);
        const frames = await page.evaluate(() => (window as unknown as FrameLog).paintedFrames);
        expect(movesAfterLanding(frames, id), `#${id}: what the reader saw after it landed`).toEqual([]);
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

/** The kind of an anchor's target, as `landingProblems` judges it. */
function kindOf(id: string): string {
  if (apiAnchors.error.has(id)) return 'error';
  if (apiAnchors.operation.has(id)) return 'operation';
  if (apiAnchors.schema.has(id)) return 'schema';
  if (apiAnchors.webhook.has(id)) return 'webhook';
  return 'section';
}

/** Per kind of target, `count` targets spread from the first to the last, in the order of `ids`. */
function sampleAcrossKinds(ids: readonly string[], count: number): string[] {
  const byKind = new Map<string, string[]>();
  for (const id of ids) byKind.set(kindOf(id), [...(byKind.get(kindOf(id)) ?? []), id]);
  return [...byKind.values()].flatMap((group) => [
    ...new Set(Array.from({length: count}, (_, i) => group[Math.round((i * (group.length - 1)) / (count - 1))])),
  ]);
}

type PaintedFrame = {
  at: number;
  loaded: boolean;
  scrollY: number;
  width: number;
  top: number | null;
  navbarBottom: number;
  innerHeight: number;
};
type FrameLog = {paintedFrames: PaintedFrame[]};

/**
 * In the page, before its scripts: after every frame the browser paints (a task queued from the frame's
 * animation callback runs once that frame is on screen), record the article's width and where the
 * fragment's target is, until three seconds after hydration.
 */
function recordPaintedFrames(): void {
  const log = window as unknown as FrameLog & {hydratedAt?: number};
  log.paintedFrames = [];
  const id = decodeURIComponent(location.hash.slice(1));
  const sample = () => {
    const target = id ? document.getElementById(id) : null;
    const article = document.querySelector('article');
    log.paintedFrames.push({
      at: Math.round(performance.now()),
      loaded: document.readyState === 'complete',
      scrollY: Math.round(window.scrollY),
      width: Math.round(article?.getBoundingClientRect().width ?? 0),
      top: target ? Math.round(target.getBoundingClientRect().top) : null,
      navbarBottom: Math.max(0, Math.round(document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0)),
      innerHeight: window.innerHeight,
    });
    if (log.hydratedAt === undefined && document.documentElement.dataset.hasHydrated === 'true') {
      log.hydratedAt = performance.now();
    }
    if (log.hydratedAt === undefined || performance.now() - log.hydratedAt < 3000) {
      requestAnimationFrame(() => setTimeout(sample));
    }
  };
  requestAnimationFrame(() => setTimeout(sample));
}

/**
 * What the reader saw move, in the painted frames: once the browser has scrolled to the target, it stays
 * between the navbar and the bottom of the window while the page loads; from the load event on (when the
 * browser stops scrolling to it), the target does not move by more than a pixel and the article keeps its
 * width (a change rewraps everything above the target).
 */
function movesAfterLanding(frames: readonly PaintedFrame[], id: string): string[] {
  const inWindow = (frame: PaintedFrame) =>
    frame.top !== null && frame.top >= frame.navbarBottom - 1 && frame.top < frame.innerHeight;
  const scrolled = frames.findIndex((frame) => frame.scrollY > 0);
  const settled = frames.findIndex((frame) => frame.loaded && inWindow(frame));
  if (settled < 0) return [`#${id} never showed in the window after the load event`];
  const first = frames[settled];
  const problems: string[] = [];
  for (const [index, frame] of frames.entries()) {
    if (scrolled >= 0 && index >= scrolled && !inWindow(frame)) {
      problems.push(`at ${frame.at} ms the target's top was ${frame.top} px, out of the window`);
    } else if (index > settled && Math.abs((frame.top ?? 0) - (first.top ?? 0)) > 1) {
      problems.push(`at ${frame.at} ms the target's top was ${frame.top} px, not ${first.top} px`);
    }
    if (index > settled && frame.width !== first.width) {
      problems.push(`at ${frame.at} ms the article was ${frame.width} px wide, not ${first.width} px`);
    }
  }
  return problems;
}
