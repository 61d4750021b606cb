import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import {revealInScroller} from '@site/src/lib/revealInScroller';

type Props = ComponentProps<typeof TOCItems>;

/**
 * The stock table-of-contents list, inside a navigation landmark. On blog
 * posts the table of contents sits beside `<main>`, outside every landmark, so
 * screen-reader users could not reach it by landmark; naming it fixes that on
 * every page. The landmark goes inside the sticky box, which keeps sticking.
 *
 * When the theme marks another entry active as the page scrolls (it sets the
 * class itself, outside React), the box scrolls to show that entry: on the API
 * reference the list is many screens long, and the active entry sat below it.
 */
export default function TOCItemsWrapper(props: Props): ReactNode {
  const nav = useRef<HTMLElement>(null);
  const activeClass = props.linkActiveClassName;
  useEffect(() => {
    const root = nav.current;
    if (!root || !activeClass) return undefined;
    const observer = new MutationObserver((records) => {
      const active = records.find(
        (record) => record.target instanceof Element && record.target.classList.contains(activeClass),
      );
      if (active) revealInScroller(active.target as Element);
    });
    observer.observe(root, {subtree: true, attributes: true, attributeFilter: ['class']});
    // The theme marks the first active entry before this effect runs (a child's effects run first).
    const active = root.querySelector(`.${activeClass}`);
    if (active) revealInScroller(active);
    return () => observer.disconnect();
  }, [activeClass]);
  return (
    <nav aria-label="On this page" ref={nav}>
      <TOCItems {...props} />
    </nav>
  );
}
