import type {AnchorHTMLAttributes, MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** A plain left click, which the app handles; with a modifier or another button, the browser does (new tab, window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a result. Docusaurus's Link fetches the code of every page it
 * links to as soon as the link is on screen: for a list of results that is
 * most of a search's bytes, for pages the reader may never open. This link
 * moves within the app on a click, without fetching anything before it.
 */
export default function ResultLink({href, onClick, ...props}: Props): ReactNode {
  const history = useHistory();
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- Link would prefetch every result's page
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        history.push(href);
      }}
    />
  );
}
