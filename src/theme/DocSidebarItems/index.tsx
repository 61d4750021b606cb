import {useEffect, type ComponentProps, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import {revealInScroller} from '@site/src/lib/revealInScroller';

type Props = ComponentProps<typeof DocSidebarItems>;

/** How long after the active entry changes its category may still be opening (the theme animates it). */
const SETTLE_MS = 1000;

/** Brings the active entry of every sidebar menu on the page (the desktop one, the drawer's) into sight. */
function revealActiveEntries(): void {
  for (const link of document.querySelectorAll('.theme-doc-sidebar-menu a.menu__link--active')) {
    // The innermost active entry: a category's link is active too when an entry inside it is.
    if (!link.closest('li')?.querySelector(':scope ul a.menu__link--active')) revealInScroller(link);
  }
}

/**
 * The stock sidebar list; at its top level, it also scrolls the sidebar so
 * that the active entry shows whenever that entry changes, and when the list
 * first appears (the phone's drawer opening). The stock sidebar marks the entry
 * but leaves it where it is: on the API reference, whose operations fill the
 * sidebar, the entry for the operation in view was often below the window.
 * While the entry's category opens, which moves it, it is kept in sight.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const isTop = props.level === 1;
  useEffect(() => {
    if (!isTop) return undefined;
    const lists = document.querySelectorAll('.theme-doc-sidebar-menu');
    const observer = new ResizeObserver(revealActiveEntries);
    lists.forEach((list) => observer.observe(list));
    revealActiveEntries();
    const stop = window.setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [isTop, props.activePath]);
  return <DocSidebarItems {...props} />;
}
