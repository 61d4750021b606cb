/**
 * The touch screen's zoomed figure (src/clientModules/figureZoomOnTouch.ts takes the tap): a dialog that fills
 * the screen, with the figure at least twice as wide as on the page, in a box the reader pans with a finger.
 */

import {WIDTH as DRAWN_WIDTH} from '@site/src/features/screens/figures/svg';

/** How many times its width on the page a figure shows at, at least. */
const MIN_SCALE = 2;

/** Opens `figure` in a dialog at twice its width or more, the point tapped under the reader's finger. */
export function openZoomed(figure: HTMLImageElement, tap: {x: number; y: number}): void {
  const inline = figure.getBoundingClientRect();
  const scale = Math.max(MIN_SCALE, DRAWN_WIDTH / inline.width);

  const dialog = document.createElement('dialog');
  dialog.className = 'figure-zoom';
  dialog.setAttribute('aria-label', 'Zoomed figure');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'figure-zoom__close button button--secondary';
  close.textContent = 'Close';
  const pan = document.createElement('div');
  pan.className = 'figure-zoom__pan';
  // A keyboard (a tablet's) pans with the arrow keys once the box has focus.
  pan.tabIndex = 0;
  const image = document.createElement('img');
  image.src = figure.currentSrc || figure.src;
  image.alt = figure.alt;
  image.width = Math.round(inline.width * scale);
  image.height = Math.round(inline.height * scale);
  pan.append(image);
  dialog.append(pan, close);

  // A tap closes; a swipe pans and fires no click.
  pan.addEventListener('click', () => dialog.close());
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    document.documentElement.removeAttribute('data-figure-zoomed');
  });
  document.body.append(dialog);
  dialog.showModal();
  // The page behind stays put while the dialog is open (figures.css).
  document.documentElement.setAttribute('data-figure-zoomed', '');
  // The point the reader tapped opens under their finger.
  pan.scrollTo((tap.x - inline.left) * scale - tap.x, (tap.y - inline.top) * scale - tap.y);
}
