import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutCardDescriptions, type CardDescriptions} from './plugin';

/** The docs plugin's route tree as it adds it: the docs root, the version route with its metadata, the docs. */
function docsRoutes(): RouteConfig {
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: {
          version: {
            version: 'current',
            docs: {
              'payments/cart': {
                id: 'payments/cart',
                title: 'Sell a cart',
                description: 'Every cart setting.',
                sidebar: 'docs',
              },
              intro: {id: 'intro', title: 'Home', sidebar: 'docs'},
            },
            docsSidebars: {
              docs: [
                {type: 'link', href: '/', label: 'Home', docId: 'intro'},
                {
                  type: 'category',
                  label: 'Quickstart',
                  href: '/quickstart/overview',
                  description: 'Pick a quickstart.',
                  items: [
                    {type: 'link', label: 'Auto-sign', href: '/functional/wallets/auto-sign/', description: 'Choose.'},
                  ],
                },
              ],
            },
          },
        },
        routes: [{path: '/payments/cart', component: '@theme/DocItem', exact: true}],
      },
    ],
  };
}

describe('withoutCardDescriptions', () => {
  it("moves every description out of the version's metadata, empties its map of docs and keeps the rest", () => {
    const into: CardDescriptions = {docs: {}, hrefs: {}};
    const route = withoutCardDescriptions(docsRoutes(), into);
    expect(into).toEqual({
      docs: {'payments/cart': 'Every cart setting.'},
      hrefs: {'/quickstart/overview': 'Pick a quickstart.', '/functional/wallets/auto-sign/': 'Choose.'},
    });
    const version = route.routes?.[0].props?.version;
    expect(JSON.stringify(version)).not.toContain('description');
    expect(version).toMatchObject({
      docs: {},
      docsSidebars: {docs: [{label: 'Home'}, {label: 'Quickstart', items: [{label: 'Auto-sign'}]}]},
    });
    expect(route.routes?.[0].routes).toEqual(docsRoutes().routes?.[0].routes);
  });

  it('leaves a route without version metadata as it is', () => {
    const into: CardDescriptions = {docs: {}, hrefs: {}};
    const route: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', props: {title: 'Blog'}};
    expect(withoutCardDescriptions(route, into)).toBe(route);
    expect(into).toEqual({docs: {}, hrefs: {}});
  });
});
