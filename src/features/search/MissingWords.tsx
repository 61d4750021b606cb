import {Fragment, type ReactNode} from 'react';
import type {PageHit} from './results';
import styles from './styles.module.css';

/**
 * The words of the query a result lacks, when no page has them all, struck
 * through as web search engines show them, on a line of its own like a snippet.
 */
export default function MissingWords({hit}: {hit: PageHit}): ReactNode {
  if (hit.missing.length === 0) return null;
  return (
    <span className={styles.excerpt}>
      Missing:{' '}
      {hit.missing.map((word, index) => (
        <Fragment key={word}>
          {index > 0 && ', '}
          <s>{word}</s>
        </Fragment>
      ))}
    </span>
  );
}
