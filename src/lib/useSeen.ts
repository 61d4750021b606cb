import {startTransition, useEffect, useState} from 'react';
import {flushSync} from 'react-dom';

/** How far outside the viewport a part starts to render, so it is ready when the reader gets there. */
const MARGIN = '600px 0px';

/**
 * Whether the element has come within MARGIN of the viewport once, or the
 * page is about to be printed. It stays true: what rendered stays. Used by
 * the code blocks (src/theme/CodeBlock) to highlight and add their buttons
 * only where the reader is.
 */
export function useSeen(element: HTMLElement | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) {
      return undefined;
    }
    // In a transition, the work yields to the reader's input (a click on a tab) instead of holding the page;
    // before printing it must be done at once.
    const show = () => startTransition(() => setSeen(true));
    const showNow = () => flushSync(() => setSeen(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: MARGIN,
    });
    observer.observe(element);
    window.addEventListener('beforeprint', showNow);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', showNow);
    };
  }, [element, seen]);
  return seen;
}
