import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {sectionNeighbours} from './sectionNeighbours';

// The sidebar writes its links without the trailing slash the pages have.
const doc = (href: string) => ({
  type: 'link' as const,
  href: href.replace(/\/$/, ''),
  label: href,
  docId: href.slice(1, -1),
});

/**
 * A sidebar like the site's: a task with a screen reference filed under it, the screens' own section, a hub whose
 * only child is a screen, and a page alone.
 */
const sidebar = [
  {
    type: 'category',
    label: 'Accept payments',
    href: '/category/payments/',
    collapsed: true,
    collapsible: true,
    items: [
      {
        type: 'category',
        label: 'Bill subscribers',
        href: '/accept-crypto/recurly-payments/',
        collapsed: true,
        collapsible: true,
        items: [doc('/functional/recurring-billing/')],
      },
      doc('/payments/woo-commerce-plugin/'),
    ],
  },
  {
    type: 'category',
    label: 'App screens',
    href: '/category/functional/',
    collapsed: true,
    collapsible: true,
    items: [doc('/functional/home/')],
  },
  {
    type: 'category',
    label: 'Swap assets',
    href: '/swap/',
    collapsed: true,
    collapsible: true,
    items: [doc('/functional/swap/')],
  },
  doc('/status-page/'),
  {type: 'link', label: 'An endpoint', href: '/for-developers/specification/#op-x'},
] as unknown as PropSidebar;

describe('previous and next within a section', () => {
  it('skip a screen reference filed under a guide task, and stop at the end of the section', () => {
    expect(sectionNeighbours(sidebar, '/payments/woo-commerce-plugin/')).toEqual({
      previous: {permalink: '/accept-crypto/recurly-payments/', title: 'Bill subscribers'},
      next: undefined,
    });
  });

  it("keep a screen reference on its own path, and never cross into another section's screens", () => {
    expect(sectionNeighbours(sidebar, '/functional/home/')).toEqual({
      previous: {permalink: '/category/functional/', title: 'App screens'},
      next: undefined,
    });
    expect(sectionNeighbours(sidebar, '/category/functional/').next).toEqual({
      permalink: '/functional/home',
      title: '/functional/home/',
    });
  });

  it('page within its task a page that has no neighbour on its own path', () => {
    // A screen filed under a guide's task leads back to the task's page.
    expect(sectionNeighbours(sidebar, '/functional/recurring-billing/')).toEqual({
      previous: {permalink: '/accept-crypto/recurly-payments/', title: 'Bill subscribers'},
      next: undefined,
    });
    // A hub whose only children are screens leads on to them, and no further.
    expect(sectionNeighbours(sidebar, '/swap/')).toEqual({
      previous: undefined,
      next: {permalink: '/functional/swap', title: '/functional/swap/'},
    });
  });

  it('give a page alone in its section, outside any task, no neighbour at all', () => {
    expect(sectionNeighbours(sidebar, '/status-page/')).toEqual({previous: undefined, next: undefined});
  });

  it('follow the sidebar within a section', () => {
    expect(sectionNeighbours(sidebar, '/accept-crypto/recurly-payments/').next).toEqual({
      permalink: '/payments/woo-commerce-plugin',
      title: '/payments/woo-commerce-plugin/',
    });
  });
});
