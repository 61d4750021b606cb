/**
 * Prints in light mode. Paper is white: a page in dark mode would print its
 * light text on it. Before printing, the page switches to the light palette
 * (the attribute only, so the reader's remembered choice is untouched) and
 * marks the root with `data-printing-from-dark`, which print.css uses for the
 * code blocks, whose colours the theme writes inline. After printing, dark
 * mode comes back.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function toLight(): void {
  const root = document.documentElement;
  if (root.dataset.theme !== 'dark') return;
  root.dataset.theme = 'light';
  root.dataset.printingFromDark = '';
}

function restore(): void {
  const root = document.documentElement;
  if (root.dataset.printingFromDark === undefined) return;
  delete root.dataset.printingFromDark;
  root.dataset.theme = 'dark';
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('beforeprint', toLight);
  window.addEventListener('afterprint', restore);
}
