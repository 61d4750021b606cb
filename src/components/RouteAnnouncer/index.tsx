import {useEffect, useState, type ReactNode} from 'react';

/** The part of a document title before the site name: "Quickstart overview | Coinloom Docs" → "Quickstart overview". */
function pageNameOf(title: string): string {
  const [page] = title.split(' | ');
  return page.trim();
}

/**
 * Tells screen-reader users which page they are on after a client-side
 * navigation. A full page load announces the title by itself; a route change
 * inside the single-page app does not, so this live region says it.
 */
export default function RouteAnnouncer(): ReactNode {
  const [message, setMessage] = useState('');

  useEffect(() => {
    let lastTitle = document.title;
    const observer = new MutationObserver(() => {
      if (document.title !== lastTitle) {
        lastTitle = document.title;
        setMessage(pageNameOf(document.title));
      }
    });
    observer.observe(document.head, {subtree: true, childList: true, characterData: true});
    return () => observer.disconnect();
  }, []);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
