import type {ReactNode} from 'react';

/**
 * A snippet from the index. Pagefind escapes the page's text and adds only
 * `<mark>` around the words that matched, so its HTML is safe to render.
 */
export default function Excerpt({html, className}: {html: string; className?: string}): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}
