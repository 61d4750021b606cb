import {useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

type Props = ComponentProps<typeof DocSidebar>;

/** The ids of the sections of the page at `path` that the sidebar links to (`/page/#id`), at any depth. */
function linkedSections(items: readonly PropSidebarItem[], path: string): Set<string> {
  const ids = new Set<string>();
  const visit = (list: readonly PropSidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'category') visit(item.items);
      const href = item.type === 'html' ? undefined : item.href;
      if (href?.startsWith(`${path}#`)) ids.add(decodeURIComponent(href.slice(path.length + 1)));
    }
  };
  visit(items);
  return ids;
}

/**
 * The stock sidebar, told which section of a long page the reader is in.
 * The sidebar lists the API reference's operations as links into its one
 * page (`/for-developers/specification/#op-…`); the stock sidebar matches
 * only the page's path, so it highlighted "API reference" wherever the reader
 * was. Here the active path carries the section in view as its hash, so the
 * stock matching highlights that entry and opens its category, on the
 * desktop and in the phone's drawer. Other pages link to no section of
 * themselves and get the stock sidebar unchanged.
 */
/**
 * The id, among `linked`, of the section the reader is in, kept up to date as the page scrolls. The code that
 * watches loads only on a page that has such sections: every other page would carry it for nothing.
 */
function useSectionInView(linked: ReadonlySet<string>): string | undefined {
  const [section, setSection] = useState<string>();
  useEffect(() => {
    if (linked.size === 0) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@site/src/lib/sectionInView').then(({watchSectionInView}) => {
      if (!stopped) stop = watchSectionInView(linked, setSection);
    });
    return () => {
      stopped = true;
      stop?.();
      setSection(undefined);
    };
  }, [linked]);
  return section;
}

export default function DocSidebarWrapper(props: Props): ReactNode {
  const linked = useMemo(() => linkedSections(props.sidebar, props.path), [props.sidebar, props.path]);
  const section = useSectionInView(linked);
  return <DocSidebar {...props} path={section ? `${props.path}#${section}` : props.path} />;
}
