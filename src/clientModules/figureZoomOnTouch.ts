/**
 * On a touch screen, a tapped figure opens in a dialog that fills the screen, at least twice as wide as on the
 * page, in a box the reader pans with a finger. medium-zoom (docusaurus-plugin-image-zoom) only fits a figure to
 * the window, which on a phone is hardly larger than the figure in the column, and closes on the first swipe.
 * The tap is taken before medium-zoom sees it, so a mouse or a trackpad still gets medium-zoom. The dialog
 * closes on a tap, on its Close button, on Escape and on Android's back gesture (a modal dialog's own), and
 * focus goes back to where it was (src/lib/zoomedFigure.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/** A device whose only pointer is a finger: no hover, a coarse pointer. */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/** The figures medium-zoom zooms (`themeConfig.zoom.selector`); this dialog takes the same ones. */
const {selector} = siteConfig.themeConfig.zoom as {selector: string};

function onClick(event: MouseEvent): void {
  const {target} = event;
  if (!(target instanceof HTMLImageElement) || !target.matches(selector) || !matchMedia(TOUCH_ONLY).matches) return;
  // Taken before the figure's own listener (medium-zoom's) runs.
  event.stopPropagation();
  event.preventDefault();
  const tap = {x: event.clientX, y: event.clientY};
  // The dialog's code loads on the first tap: pages without figures, and readers who tap none, never carry it.
  void import('@site/src/lib/zoomedFigure').then(({openZoomed}) => openZoomed(target, tap));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onClick, {capture: true});
}
