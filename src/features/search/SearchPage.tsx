import {useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Excerpt from './Excerpt';
import MissingWords from './MissingWords';
import ResultLink from './ResultLink';
import SectionFilter from './SectionFilter';
import {parseQuery, searchPageHref, type SearchQuery} from './query';
import type {PageHit} from './results';
import {currentCounts, statusMessage} from './status';
import {useSearch} from './useSearch';
import styles from './styles.module.css';

/** Pages listed at first, and how many more each "Show more" adds. */
const PAGE_SIZE = 10;

function PageResult({hit}: {hit: PageHit}): ReactNode {
  return (
    <article className={styles.pageResult}>
      <Heading as="h2" className={styles.pageResultTitle}>
        <ResultLink href={hit.url}>{hit.title}</ResultLink>
        {hit.section && <span className={styles.badge}>{hit.section}</span>}
      </Heading>
      <MissingWords hit={hit} />
      {/* The page's own snippet when no section matches better; else the section's, under its heading. */}
      {!hit.bestSection && (
        <p className={styles.pageResultExcerpt}>
          <Excerpt html={hit.excerpt} />
        </p>
      )}
      {hit.bestSection && (
        <p className={styles.pageResultSection}>
          <ResultLink href={hit.bestSection.url}>{hit.bestSection.title}</ResultLink>
          <br />
          <Excerpt html={hit.bestSection.excerpt} />
        </p>
      )}
    </article>
  );
}

function SearchResults({initial}: {initial: SearchQuery}): ReactNode {
  const inputId = useId();
  const {pathname} = useLocation();
  const [query, setQuery] = useState(initial);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const state = useSearch(query, limit);

  /** The address follows the query, so a search can be shared; no history entry per keystroke. */
  const update = (next: SearchQuery) => {
    setQuery(next);
    setLimit(PAGE_SIZE);
    window.history.replaceState(window.history.state, '', searchPageHref(next, pathname));
  };

  return (
    <>
      {/* Results follow each keystroke; the button is there for readers who expect to submit (and closes a phone's
          keyboard so the results show), and makes this a form a checker recognises as complete. */}
      <form
        role="search"
        aria-label="Search the docs"
        className={styles.pageForm}
        onSubmit={(event) => {
          event.preventDefault();
          update({...query, text: query.text.trim()});
          event.currentTarget.querySelector('input')?.blur();
        }}>
        <label htmlFor={inputId} className="sr-only">
          Search the docs
        </label>
        <input
          id={inputId}
          className={styles.pageInput}
          type="search"
          name="q"
          placeholder="Search for checkouts, callbacks, networks…"
          autoComplete="off"
          value={query.text}
          onChange={(event) => update({...query, text: event.target.value})}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <SectionFilter
        value={query.section}
        onChange={(section) => update({...query, section})}
        counts={currentCounts(state)}
      />
      <p className={styles.status} role="status">
        {statusMessage(state)}
      </p>
      {state.status === 'done' && (
        <>
          <ol className={styles.pageResults} aria-busy={state.stale}>
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <PageResult hit={hit} />
              </li>
            ))}
          </ol>
          {state.total > state.hits.length && (
            <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
              Show more results
            </button>
          )}
        </>
      )}
    </>
  );
}

/**
 * The search page, `/search/?q=words&section=API`: the same ranked results as
 * the dialog, in full, at an address that can be shared. The not-found page's
 * search form submits here.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  return (
    <Layout
      title="Search"
      description="Search the Coinloom docs: the guides, the developer docs, the API and the blog.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the docs</Heading>
        {/* The query is in the address, which only the browser knows: the server render has no results. */}
        {isBrowser ? <SearchResults key={search} initial={parseQuery(search)} /> : null}
      </main>
    </Layout>
  );
}
