/**
 * Where the previous and next links of a doc may lead: to a page of the same
 * section, so that a reader paging through a task never lands in another part
 * of the site. A section is a top-level entry of the sidebar (Quickstart,
 * Accept payments, App screens…); inside it, the app's screen references
 * (`/functional/…` and their index, `/category/functional/`) and the guides are
 * two paths of their own, so a guide never pages into a screen reference filed
 * under its task, nor the other way. A page with no neighbour on its own path
 * (a hub whose only children are screens, or a screen filed under a guide's
 * task) pages within its task instead: the category it is the page of, or else
 * the nearest category above it that has a page.
 */
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';

export type PageLink = {permalink: string; title: string};

type Entry = PageLink & {section: number; tasks: readonly string[]};

/** A path without its trailing slash: the sidebar writes `/a/b`, the router and the docs `/a/b/`. */
export function samePage(a: string, b: string): boolean {
  return a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

/** A page's path among the screen references or the guides. */
export function pathKind(permalink: string): 'screen' | 'guide' {
  return /^\/(category\/)?functional\//.test(permalink.replace(/\/?$/, '/')) ? 'screen' : 'guide';
}

/**
 * The pages of a sidebar in reading order, each with the index of its top-level entry and
 * the pages of the categories it sits in (its own first, when it is a category's page).
 */
export function sidebarPages(sidebar: PropSidebar): Entry[] {
  const pages: Entry[] = [];
  const visit = (item: PropSidebarItem, section: number, tasks: readonly string[]) => {
    if (item.type === 'category') {
      const inner = item.href ? [item.href, ...tasks] : tasks;
      if (item.href) pages.push({permalink: item.href, title: item.label, section, tasks: inner});
      item.items.forEach((child) => visit(child, section, inner));
    } else if (item.type === 'link' && item.docId && !item.href.includes('#')) {
      pages.push({permalink: item.href, title: item.label, section, tasks});
    }
  };
  sidebar.forEach((item, index) => visit(item, index, []));
  return pages;
}

/** The nearest page before and after `permalink` in its own section and path, or else in its task, if there is one. */
export function sectionNeighbours(sidebar: PropSidebar, permalink: string): {previous?: PageLink; next?: PageLink} {
  const pages = sidebarPages(sidebar);
  const index = pages.findIndex((page) => samePage(page.permalink, permalink));
  if (index === -1) return {};
  const here = pages[index];
  const link = (page: Entry | undefined): PageLink | undefined =>
    page && {permalink: page.permalink, title: page.title};
  const around = (belongs: (page: Entry) => boolean) => ({
    previous: link(pages.slice(0, index).reverse().find(belongs)),
    next: link(pages.slice(index + 1).find(belongs)),
  });
  const onPath = around(
    (page) => page.section === here.section && pathKind(page.permalink) === pathKind(here.permalink),
  );
  const task = here.tasks[0];
  if (onPath.previous || onPath.next || task === undefined) return onPath;
  return around((page) => page.tasks.includes(task));
}
