/**
 * The API pages' behaviour, loaded only on a page that shows API parts
 * (`.api-html`, which `ApiHtml` renders at once, before its content): the
 * samples' tabs and Copy buttons (samples.ts), the view kept in place as large
 * parts take their size (lazyLayout.ts), and the Try it panels (tryIt.ts).
 * Every other page, most of the site, carries none of their code: this module
 * is the only one of the three in the bundle every page loads.
 */
import type {ClientModule} from '@docusaurus/types';
import {API_HTML_EVENT} from './events';

type RouteHook = NonNullable<ClientModule['onRouteDidUpdate']>;

let modules: Promise<ClientModule[]> | undefined;
let ready = false;
/** API HTML was written before the modules that act on it had loaded: they are told once they have. */
let missedHtml = false;

function load(): Promise<ClientModule[]> {
  modules ??= Promise.all([import('./samples'), import('./lazyLayout'), import('./tryIt')]).then((loaded) => {
    ready = true;
    if (missedHtml) window.dispatchEvent(new CustomEvent(API_HTML_EVENT));
    return loaded.map((module) => module.default);
  });
  return modules;
}

const hasApiParts = () => document.querySelector('.api-html') !== null;

if (typeof document !== 'undefined') {
  window.addEventListener(API_HTML_EVENT, () => {
    if (!ready) missedHtml = true;
  });
  if (hasApiParts()) void load();
}

const onRouteDidUpdate: RouteHook = (args) => {
  if (!modules && !hasApiParts()) return;
  void load().then((loaded) => loaded.forEach((module) => module.onRouteDidUpdate?.(args)));
};

const clientModule: ClientModule = {onRouteDidUpdate};

export default clientModule;
