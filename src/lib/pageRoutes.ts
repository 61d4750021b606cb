import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';

/**
 * Whether an address is one of the site's pages, read from the app's own route table (the one
 * place the site touches `@generated/routes`). A page is a route without nested routes that
 * matches the address exactly; the catch-all `*` route, which renders the not-found page, is
 * not a page, and nor is a section (the docs) that answers an unknown address inside it.
 */

export type Route = {path?: string | readonly string[]; routes?: readonly Route[]};

export function isPageRoute(pathname: string, table: readonly Route[] = routes): boolean {
  return table.some((route) =>
    route.routes
      ? matchPath(pathname, {path: [route.path ?? []].flat()}) !== null && isPageRoute(pathname, route.routes)
      : route.path !== '*' && matchPath(pathname, {path: [route.path ?? []].flat(), exact: true}) !== null,
  );
}

/** True while the page shows the not-found answer: on /404.html and on any address the app has no page for. */
export function useIsNotFoundAnswer(): boolean {
  return !isPageRoute(useLocation().pathname);
}
