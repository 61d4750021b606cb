import {useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHistory} from '@docusaurus/router';
import {API_HTML_EVENT} from '../client/events';
import {registerTryIt, type TryItLoader} from '../client/tryItLoaders';

/**
 * What the webpack loader gives for a fragment: the HTML in the server build; in the browser's, a loader of
 * the HTML and, for an operation, a loader of its Try it panel's data.
 */
export type ApiFragment =
  | {html: string; ids: string[]; links: string[]}
  | {load: () => Promise<{default: string}>; tryIt?: {id: string; load: TryItLoader}};

type Props = {
  fragment: ApiFragment;
  /** A large part (an operation): the browser lays it out only when it comes near (styles.css). */
  lazy?: boolean;
};

/** A plain left click on a link to another page of the site, which the app can follow without a page load. */
function inAppTarget(event: MouseEvent<HTMLDivElement>): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element).closest('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//') || link.hasAttribute('download')) return undefined;
  return /\.[a-z]+$/i.test(new URL(href, window.location.href).pathname) ? undefined : href;
}

/**
 * A part of the API description, rendered to HTML at build time
 * (src/features/api/render), as one opaque node: React neither builds nor
 * hydrates its elements.
 *
 * - On the server, it writes the HTML and tells the build's link checker
 *   the anchors the part holds and the links it makes.
 * - In the browser, on the page the reader opened, it keeps the server's
 *   HTML as it is (`dangerouslySetInnerHTML` is not compared on hydration),
 *   so the page ships none of it as JavaScript.
 * - Rendered without that HTML (a move within the app, or a page React had
 *   to render again after a hydration error), it loads the part's chunk and
 *   writes it, and says so (`API_HTML_EVENT`), so that the client modules
 *   set up the new part and the page goes to the URL's anchor.
 *
 * Its links move within the app as the theme's links do. Tabs and copy
 * buttons inside it work through `client/samples.ts`, an operation's Try it
 * panel through `client/tryIt.ts`.
 */
export default function ApiHtml({fragment, lazy = false}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  const [html, setHtml] = useState('html' in fragment ? fragment.html : '');
  if ('html' in fragment) {
    fragment.ids.forEach((id) => brokenLinks.collectAnchor(id));
    fragment.links.forEach((link) => brokenLinks.collectLink(link));
  }

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || element.childNodes.length > 0 || !('load' in fragment)) return;
    let current = true;
    void fragment.load().then((module) => {
      if (!current) return;
      setHtml(module.default);
    });
    return () => {
      current = false;
    };
  }, [fragment]);

  // An operation's Try it panel loads its data when the reader opens it (client/tryIt.ts).
  useEffect(() => {
    if ('tryIt' in fragment && fragment.tryIt) registerTryIt(fragment.tryIt.id, fragment.tryIt.load);
  }, [fragment]);

  // Parts written in the browser: the samples take the reader's language, and the page goes to its anchor (client/).
  useLayoutEffect(() => {
    if (html && !('html' in fragment)) window.dispatchEvent(new CustomEvent(API_HTML_EVENT));
  }, [html, fragment]);

  return (
    <div
      ref={box}
      className={lazy ? 'api-html api-lazy' : 'api-html'}
      onClick={(event) => {
        const target = inAppTarget(event);
        if (!target) return;
        event.preventDefault();
        history.push(target);
      }}
      // The server's HTML stays; the browser's first render writes nothing over it.
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}
