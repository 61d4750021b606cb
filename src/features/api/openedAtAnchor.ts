/**
 * A page opened at one of its anchors (a shared link, a search result): the
 * API's large parts above the anchor are laid out before the browser scrolls
 * there (styles/part.css), so that nothing above it changes height once the
 * page has landed, when the reader scrolls up from there included.
 *
 * CSS cannot read the address, and the one selector that says "a part before
 * the page's `:target`" (`.api-lazy:has(~ :target, ~ * :target)`, this site's
 * rule until December 2026) had the browser test every part again for each
 * element the parser inserted after it: on the reference, thousands of tests
 * per style update while it loaded, about two fifths of its style work at load
 * (Chromium 156, 4× CPU), for every reader, with an anchor or without. So this
 * script, in `<head>`, marks the page when its address has a fragment, and the
 * CSS lays out every part but those after the `:target`, which sibling
 * selectors find cheaply.
 *
 * The mark is for the page the browser loaded: the client module removes it on
 * the first move within the app (`client/index.ts`), whose anchors
 * `client/lazyLayout.ts` holds, and when the fragment names no element.
 */
export const OPENED_AT_ANCHOR_ATTRIBUTE = 'data-api-opened-at-anchor';

/** The inline script (the hosting plugin puts its hash into the pages' Content-Security-Policy with the others'). */
export const MARK_OPENED_AT_ANCHOR = `if (location.hash.length > 1) document.documentElement.setAttribute('${OPENED_AT_ANCHOR_ATTRIBUTE}', '');`;
