/**
 * The API pages' behaviour: the samples' tabs and Copy buttons (samples.ts),
 * in the bundle every page loads, and, loaded only on a page that shows API
 * parts (`.api-html`, which `ApiHtml` renders at once, before its content),
 * the view kept in place as large parts take their size (lazyLayout.ts) and
 * the Try it panels (tryIt.ts). Every other page carries none of the latter.
 */
import type {ClientModule} from '@docusaurus/types';
import {OPENED_AT_ANCHOR_ATTRIBUTE} from '../openedAtAnchor';
import {API_HTML_EVENT} from './events';
// The samples' tabs answer a reader's click from the moment the app's script runs, before hydration ends: a click
// at the page's load must not wait for a chunk (api-layout.spec.ts holds it under 300 ms at 4× CPU slowdown).
import samples from './samples';

type RouteHook = NonNullable<ClientModule['onRouteDidUpdate']>;

let modules: Promise<ClientModule[]> | undefined;
let ready = false;
/** API HTML was written before the modules that act on it had loaded: they are told once they have. */
let missedHtml = false;

function load(): Promise<ClientModule[]> {
  modules ??= Promise.all([import('./lazyLayout'), import('./tryIt')]).then((loaded) => {
    ready = true;
    if (missedHtml) window.dispatchEvent(new CustomEvent(API_HTML_EVENT));
    return loaded.map((module) => module.default);
  });
  return modules;
}

const hasApiParts = () => document.querySelector('.api-html') !== null;

if (typeof document !== 'undefined') {
  // A fragment that names no element of the page (a renamed anchor) has nothing to land on: the parts need not stay
  // laid out. The browser sets the page's :target only after the document is parsed, so this waits for the load.
  const dropMarkWithoutTarget = () => {
    if (!document.querySelector(':target')) document.documentElement.removeAttribute(OPENED_AT_ANCHOR_ATTRIBUTE);
  };
  if (document.readyState === 'complete') dropMarkWithoutTarget();
  else window.addEventListener('load', dropMarkWithoutTarget, {once: true});
  window.addEventListener(API_HTML_EVENT, () => {
    if (!ready) missedHtml = true;
  });
  // In a task of its own, not the app's first one, in which a phone answers no tap: asking for a chunk searches the
  // whole document for scripts (the README's "Only API pages carry this code" has what that cost). Hydration asks
  // too if this has not run yet (onRouteDidUpdate below).
  if (hasApiParts()) window.setTimeout(() => void load(), 0);
}

const onRouteDidUpdate: RouteHook = (args) => {
  samples.onRouteDidUpdate?.(args);
  // Leaving the page the browser loaded (any move, one to another anchor on it included): the parts laid out for its
  // anchor keep their size without the mark (`contain-intrinsic-size: auto`), and other pages need none.
  if (args.previousLocation) document.documentElement.removeAttribute(OPENED_AT_ANCHOR_ATTRIBUTE);
  if (!modules && !hasApiParts()) return;
  void load().then((loaded) => loaded.forEach((module) => module.onRouteDidUpdate?.(args)));
};

const clientModule: ClientModule = {onRouteDidUpdate};

export default clientModule;
