/**
 * The behaviour of the API samples' build-time HTML (render/sampleTabs.ts),
 * in the bundle every page loads (client/index.ts passes it each route
 * change). It listens on the document, so it works on HTML React never
 * touches, from the moment the app's script runs (before hydration ends), and
 * on parts written later.
 *
 * - A language tab shows its panel in every set of samples on the page, and
 *   the choice is the reader's language everywhere: it is stored where the
 *   theme's tabs store `groupId="language"`, so those tabs follow it, and it
 *   follows them.
 * - Arrow keys, Home and End move between tabs (the ARIA tabs pattern).
 * - A panel the page holds in its deferred attribute (`../deferredPanels.ts`)
 *   gets its HTML when its tab is chosen, before it shows.
 * - A Copy button copies its block's code and says so for a second.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import type {ClientModule} from '@docusaurus/types';
import {DEFERRED_ATTRIBUTE} from '../deferredPanels';
import {API_HTML_EVENT} from './events';

/** The theme's storage key for tabs with `groupId="language"` (it adds the site's namespace). */
const language = createStorageSlot('docusaurus.tab.language');

const TAB = '[data-api-samples] [role="tab"]';

function select(tab: Element, focus = false): void {
  const samples = tab.closest('[data-api-samples]');
  if (!samples) return;
  for (const each of samples.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = each === tab;
    each.setAttribute('aria-selected', String(selected));
    each.classList.toggle('tabs__item--active', selected);
    each.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    const deferred = panel.getAttribute(DEFERRED_ATTRIBUTE);
    if (selected && deferred !== null) {
      panel.innerHTML = deferred;
      panel.removeAttribute(DEFERRED_ATTRIBUTE);
    }
    panel.hidden = !selected;
  }
  if (focus) (tab as HTMLElement).focus();
}

/** Shows the language in every set of samples on the page that has it. */
function showLanguage(value: string | null): void {
  if (!value) return;
  for (const tab of document.querySelectorAll(`${TAB}[data-api-tab="${CSS.escape(value)}"]`)) select(tab);
}

function choose(tab: Element): void {
  const value = tab.getAttribute('data-api-tab');
  if (!value) return;
  showLanguage(value);
  language.set(value);
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const tab = target?.closest(TAB);
  if (tab) {
    choose(tab);
    return;
  }
  const button = target?.closest<HTMLButtonElement>('.api-copy');
  const code = button?.closest('.api-code-block')?.querySelector('pre');
  if (!button || !code) return;
  void navigator.clipboard?.writeText(code.textContent ?? '').then(() => {
    button.textContent = 'Copied';
    window.setTimeout(() => {
      button.textContent = 'Copy';
    }, 1000);
  });
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function onKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest(TAB);
  const move = KEYS[event.key];
  if (!tab || !move) return;
  const tabs = [...(tab.parentElement?.querySelectorAll(TAB) ?? [])];
  const next = tabs[move(tabs.indexOf(tab), tabs.length)];
  if (!next) return;
  event.preventDefault();
  select(next, true);
  choose(next);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  language.listen((event) => showLanguage(event.newValue));
  window.addEventListener(API_HTML_EVENT, () => showLanguage(language.get()));
  showLanguage(language.get());
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    showLanguage(language.get());
  },
};

export default clientModule;
