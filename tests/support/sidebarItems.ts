/**
 * An entry of `sidebars.ts` as the tests read it: a doc id, or an object with the fields they look at (a doc, a
 * link, a category with its items and its link to a doc or a generated index).
 */
export type SidebarItem =
  | string
  | {
      type?: string;
      id?: string;
      label?: string;
      href?: string;
      items?: SidebarItem[];
      link?: {type: string; id?: string; slug?: string; title?: string};
    };
