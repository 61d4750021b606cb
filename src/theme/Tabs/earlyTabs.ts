/**
 * Tabs that answer a click before the page has hydrated. React attaches the
 * tabs' click handlers only once the whole page is hydrated, which on a slow
 * phone takes most of a second after the page has loaded on a long API
 * guide. This script, inlined in the page's head (docusaurus.config.ts),
 * handles a click on a tab of a set that has not hydrated yet: it shows the
 * tab's panel in every set of the same group on the page and notes the choice
 * on the set, which adopts it when it hydrates (src/theme/Tabs). A set that
 * has hydrated is marked, and its clicks are left to React.
 */

/** Marks a tab set whose React handlers are attached. */
export const HYDRATED_ATTRIBUTE = 'data-tabs-hydrated';

/** Tells a hydrated set that the script chose a tab for it (a click between hydration and its mark). */
export const EARLY_TAB_EVENT = 'coinloom:early-tab';

/** The script, as the page's head carries it. Plain ES5 in a string: it runs before any bundle. */
export const EARLY_TABS_SCRIPT = `(function () {
  function show(container, value) {
    var tabs = container.querySelectorAll(':scope > [role=tablist] > [role=tab]');
    var panels = container.querySelectorAll(':scope > div > [role=tabpanel]');
    var index = -1;
    for (var i = 0; i < tabs.length; i++) if (tabs[i].getAttribute('data-tab-value') === value) index = i;
    if (index < 0) return;
    for (var j = 0; j < tabs.length; j++) {
      var on = j === index;
      tabs[j].setAttribute('aria-selected', String(on));
      tabs[j].setAttribute('tabindex', on ? '0' : '-1');
      tabs[j].classList.toggle('tabs__item--active', on);
      if (panels[j]) panels[j].hidden = !on;
    }
    if (container.hasAttribute('${HYDRATED_ATTRIBUTE}')) {
      container.dispatchEvent(new CustomEvent('${EARLY_TAB_EVENT}', {detail: value}));
    } else {
      container.setAttribute('data-early-value', value);
    }
  }
  function earlyTab(event) {
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return null;
    var tab = event.target instanceof Element ? event.target.closest('[role=tab][data-tab-value]') : null;
    var container = tab && tab.closest('.tabs-container');
    if (!container || container.hasAttribute('${HYDRATED_ATTRIBUTE}')) return null;
    // React would hydrate the whole page at once to handle this press: keep it to this script.
    event.stopPropagation();
    return tab;
  }
  ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'touchend'].forEach(function (type) {
    document.addEventListener(type, earlyTab, true);
  });
  document.addEventListener('click', function (event) {
    var tab = earlyTab(event);
    if (!tab) return;
    var container = tab.closest('.tabs-container');
    var value = tab.getAttribute('data-tab-value');
    var group = container.getAttribute('data-tab-group');
    var sets = group ? document.querySelectorAll('.tabs-container[data-tab-group="' + group + '"]') : [container];
    for (var k = 0; k < sets.length; k++) show(sets[k], value);
  }, true);
})();`;
