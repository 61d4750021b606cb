/** The page's headings that start sections, in document order. */
function sectionHeadings(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]')];
}

/**
 * The heading of the section the reader is in, by the rule the theme's table of contents follows, so that the
 * sidebar and the table of contents agree: the first heading below the navbar when it is in the top half of
 * the window, else the one before it.
 */
function currentHeading(headings: readonly HTMLElement[]): number {
  const navbarHeight = document.querySelector('.navbar')?.clientHeight ?? 0;
  // Headings go down the page in order, so a binary search reads a handful of positions, not all of them.
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (headings[middle].getBoundingClientRect().top < navbarHeight) low = middle + 1;
    else high = middle;
  }
  if (low === headings.length) return low - 1;
  const {top, bottom} = headings[low].getBoundingClientRect();
  return top > 0 && bottom < window.innerHeight / 2 ? low : low - 1;
}

/**
 * The id, among `linked`, of the section the reader is in: the current
 * heading's, or, when that one is not linked, the section's (h2) it sits in.
 * `undefined` above the first heading and in an h2 section that is not linked.
 */
export function sectionInView(linked: ReadonlySet<string>): string | undefined {
  const headings = sectionHeadings();
  for (let index = currentHeading(headings); index >= 0; index--) {
    const heading = headings[index];
    if (linked.has(heading.id)) return heading.id;
    if (heading.tagName === 'H2') return undefined;
  }
  return undefined;
}

/**
 * Calls `onChange` with the id, among `linked`, of the section the reader is
 * in, now and whenever scrolling changes it; returns the function that stops.
 */
export function watchSectionInView(
  linked: ReadonlySet<string>,
  onChange: (section: string | undefined) => void,
): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    onChange(sectionInView(linked));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('hashchange', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('hashchange', schedule);
  };
}
