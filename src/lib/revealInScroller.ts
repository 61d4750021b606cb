/**
 * Scrolls the box that scrolls `element` (the sidebar's menu, the table of
 * contents), never the page, so that `element` shows inside it with `margin`
 * pixels to spare. Both lists are taller than their box on long pages, and the
 * theme marks their active entry without bringing it into sight.
 */
export function revealInScroller(element: Element, margin = 48): void {
  const scroller = scrollingAncestor(element);
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const {top, bottom} = element.getBoundingClientRect();
  // The part of the box a reader sees: a sticky box taller than the window is cut by it.
  const visibleTop = Math.max(box.top, 0);
  const visibleBottom = Math.min(box.bottom, window.innerHeight);
  if (top < visibleTop + margin) {
    scroller.scrollTop -= visibleTop + margin - top;
  } else if (bottom > visibleBottom - margin) {
    scroller.scrollTop += Math.min(bottom - (visibleBottom - margin), top - (visibleTop + margin));
  }
}

/** The nearest ancestor of `element` that scrolls its content, below the document itself. */
function scrollingAncestor(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}
