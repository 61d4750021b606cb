/**
 * Keeps what the reader sees in place while the API pages' large parts take
 * their real size.
 *
 * Operations, events, schemas and the other large parts the README lists are
 * `.api-lazy` (styles/part.css), an operation's request and response columns
 * inside it among them: the browser
 * lays each out only near the viewport (`content-visibility: auto`), which
 * cuts the reference's layout at load about five times (README). Until then
 * a part holds a placeholder height. When one above the viewport takes its
 * real height, everything below it moves, and Chromium's scroll anchoring
 * makes up for it at some places and not at others inside the theme's page
 * layout (on a bare page it does): a reader scrolling up saw the text
 * jump by hundreds of pixels, and a link to `#op-…` landed a screen away. So
 * on pages with such parts the browser's anchoring is off (styles/part.css, on
 * the root element and the body, by the page's `data-api-lazy-parts`, which
 * this module sets) and this module does it:
 *
 * - after a move to an anchor (`#op-createCheckout`), until the reader
 *   scrolls, clicks or types, the anchor stays where it landed; an anchor
 *   inside parts written after a move within the app is gone to once they
 *   arrive;
 * - otherwise, when a part above the viewport changes height, the page
 *   scrolls by the difference, in the same frame.
 *
 * It also marks each part the browser is skipping (`data-api-skipped`), which
 * styles/part.css clips to its placeholder (why: the comment there).
 */
import type {ClientModule} from '@docusaurus/types';
import {API_HTML_EVENT} from './events';

/** A part whose bottom is this close to the top of the window is under the navbar: not in sight. */
const OUT_OF_SIGHT = 64;

const heights = new WeakMap<Element, number>();
const observed = new WeakSet<Element>();
let pinned: {element: Element; top: number} | null = null;
let observer: ResizeObserver | undefined;
/** Where this module last left the page, to tell its own scrolling from the reader's. */
let ownScrollY = 0;

/**
 * Whether the browser skips the part's content now (`content-visibility: auto`, out of sight). A browser without
 * `checkVisibility` (Safari before 17.4) has it laid out as far as this module knows: nothing is clipped there.
 */
function isSkipped(part: Element): boolean {
  const first = part.firstElementChild;
  return typeof first?.checkVisibility === 'function' && !first.checkVisibility({contentVisibilityAuto: true});
}

/** The part this one is inside (an operation, for its columns), if any. */
function outerPart(part: Element): Element | null {
  return part.parentElement?.closest('.api-lazy') ?? null;
}

/**
 * Whether the part is an operation's column inside an operation the browser is skipping. Its box has no layout
 * then, and asking where it is has the browser lay the whole operation out (on the reference, with a column of
 * every operation observed, over a second of a phone's main thread): it is not measured until it has one.
 */
function inSkippedPart(part: Element): boolean {
  const outer = outerPart(part);
  return Boolean(outer && isSkipped(outer));
}

function observeAll(): void {
  // Every part is read before any is marked: a mark set between two reads had the browser lay the page out again
  // for the next read, once a part (on the reference, over a second of a phone's main thread). The mark clips a
  // part the browser is skipping, whose size is its placeholder's either way, so it changes no height read here.
  // The browser says when a part starts or stops being skipped; what it said before this module ran is read here.
  const all = document.querySelectorAll('.api-lazy');
  document.documentElement.toggleAttribute('data-api-lazy-parts', all.length > 0);
  const parts = [...all]
    .filter((part) => !observed.has(part))
    .map((part) => ({
      part,
      skipped: isSkipped(part),
      height: inSkippedPart(part) ? undefined : part.getBoundingClientRect().height,
    }));
  for (const {part, skipped, height} of parts) {
    part.toggleAttribute('data-api-skipped', skipped);
    if (height !== undefined) heights.set(part, height);
    observed.add(part);
    observer?.observe(part);
  }
}

/** The element the URL's fragment names, if the page has it. */
function anchor(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Holds the URL's anchor where it is now, once the browser or the router has scrolled to it. */
function pinAnchor(): void {
  pinned = null;
  const element = anchor();
  if (!element || !document.querySelector('.api-lazy')) return;
  requestAnimationFrame(() => {
    pinned = {element, top: element.getBoundingClientRect().top};
    ownScrollY = window.scrollY;
  });
}

/** Whether a part whose top is at `top` ended above the line of sight when it was `height` high. */
function endedOutOfSight(top: number, height: number | undefined): height is number {
  return height !== undefined && top + height <= OUT_OF_SIGHT;
}

function onResize(entries: ResizeObserverEntry[]): void {
  // While a page with an anchor loads, the browser itself keeps the anchor in sight.
  const browserHolds = document.readyState !== 'complete' && window.location.hash.length > 1;
  const measured: {part: Element; top: number; height: number}[] = [];
  for (const {target} of entries) {
    if (inSkippedPart(target)) {
      heights.delete(target);
      continue;
    }
    const {top, height} = target.getBoundingClientRect();
    measured.push({part: target, top, height});
  }
  // Heights are compared as they were before this change: a column's change is in its operation's too when the
  // operation ended out of sight, whichever entry comes first, so only the operation's counts then.
  let shift = 0;
  for (const {part, top, height} of measured) {
    const before = heights.get(part);
    const outer = outerPart(part);
    const inOuterOutOfSight = outer ? endedOutOfSight(outer.getBoundingClientRect().top, heights.get(outer)) : false;
    if (endedOutOfSight(top, before) && !inOuterOutOfSight) shift += height - before;
  }
  for (const {part, height} of measured) heights.set(part, height);
  if (pinned) shift = pinned.element.getBoundingClientRect().top - pinned.top;
  if (Math.abs(shift) >= 1 && !browserHolds) {
    window.scrollBy({top: shift, behavior: 'instant'});
    ownScrollY = window.scrollY;
  }
}

if (typeof window !== 'undefined' && 'ResizeObserver' in window) {
  observer = new ResizeObserver(onResize);
  observeAll();
  document.addEventListener(
    'contentvisibilityautostatechange',
    // ContentVisibilityAutoStateChangeEvent, not yet in TypeScript's DOM types.
    (event: Event & {skipped?: boolean}) => {
      if (event.target instanceof Element) event.target.toggleAttribute('data-api-skipped', event.skipped === true);
    },
    {capture: true},
  );
  // Parts written after a move within the app: the router found no anchor in the empty page, so go there now.
  window.addEventListener(API_HTML_EVENT, () => {
    observeAll();
    if (!pinned && anchor()) {
      anchor()?.scrollIntoView();
      pinAnchor();
    }
  });
  // The reader takes over: nothing is held any more.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    window.addEventListener(type, () => (pinned = null), {capture: true, passive: true});
  }
  window.addEventListener(
    'scroll',
    () => {
      if (pinned && Math.abs(window.scrollY - ownScrollY) > 1) pinned = null;
    },
    {passive: true},
  );
  window.addEventListener('load', pinAnchor);
  window.addEventListener('hashchange', pinAnchor);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    observeAll();
    pinAnchor();
  },
};

export default clientModule;
