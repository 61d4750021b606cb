import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Excerpt from './Excerpt';
import MissingWords from './MissingWords';
import ResultLink from './ResultLink';
import SectionFilter from './SectionFilter';
import {searchPageHref, type SearchQuery} from './query';
import type {PageHit} from './results';
import {currentCounts, statusMessage} from './status';
import {useSearch} from './useSearch';
import styles from './styles.module.css';

/**
 * Pages the dialog shows, each with its best section; the search page lists the rest. Each shown page costs
 * its fragment (2–7 kB) on a first search, which is held to 200 kB in all: with five, "verify callback
 * signature" came to 200.5 kB once the index held the rules of 2026-11-27 and Try it; four fit, with the
 * search page one keystroke away.
 */
const DIALOG_LIMIT = 4;

type Option = {id: string; href: string; hit: PageHit; isSection: boolean};

/** Each page is an option, and the section of it that matches best is another, right under it. */
function optionsOf(hits: readonly PageHit[], idPrefix: string): Option[] {
  return hits.flatMap((hit, index) => [
    {id: `${idPrefix}-${index}`, href: hit.url, hit, isSection: false},
    ...(hit.bestSection ? [{id: `${idPrefix}-${index}-section`, href: hit.bestSection.url, hit, isSection: true}] : []),
  ]);
}

function OptionContent({option}: {option: Option}): ReactNode {
  const {hit} = option;
  if (option.isSection && hit.bestSection) {
    return (
      <>
        <span className={styles.optionTitle}>{hit.bestSection.title}</span>
        <Excerpt className={styles.excerpt} html={hit.bestSection.excerpt} />
      </>
    );
  }
  return (
    <>
      <span className={styles.optionTitle}>
        {hit.title}
        {hit.section && <span className={styles.badge}>{hit.section}</span>}
      </span>
      <MissingWords hit={hit} />
      {!hit.bestSection && <Excerpt className={styles.excerpt} html={hit.excerpt} />}
    </>
  );
}

type Props = {
  /** Closes the dialog; `returnFocus` is false when the reader went to a result. */
  onClose: (returnFocus: boolean) => void;
  /**
   * What the reader typed between opening search and this dialog's code arriving (SearchBar keeps it, since
   * on a slow phone or a busy machine those keys reach the page before the box exists): the dialog starts
   * with it, and takes what came while it rendered.
   */
  typedAhead?: {current: string};
};

/**
 * The search dialog: a combobox over a listbox of results, filters by
 * section, and a link to the full results page. A native modal <dialog>, so
 * the page behind it is inert and the dialog sits above everything.
 */
export default function SearchDialog({onClose, typedAhead}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search/');
  const baseId = useId();
  const [query, setQuery] = useState<SearchQuery>(() => ({text: typedAhead?.current ?? '', section: null}));
  const state = useSearch(query, DIALOG_LIMIT);
  const options = state.status === 'done' ? optionsOf(state.hits, `${baseId}-option`) : [];
  // The active option, remembered with the options it belongs to: new results start again at the first.
  const [active, setActive] = useState<{options: Option[]; index: number} | null>(null);
  const activeIndex =
    active && active.options.length === options.length && active.options[0]?.id === options[0]?.id
      ? Math.min(active.index, options.length - 1)
      : 0;
  const activeOption = options[activeIndex];

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    // Keys typed while the dialog rendered, then the caret after all of them.
    const typed = typedAhead?.current ?? '';
    // The keys come from outside React (SearchBar's listener), so this effect syncs with them once, at mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setQuery((current) => (typed.length > current.text.length ? {...current, text: typed} : current));
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // The page behind stays where the reader left it.
    document.documentElement.classList.add(styles.scrollLocked);
    return () => {
      document.documentElement.classList.remove(styles.scrollLocked);
      dialog?.close();
    };
    // The dialog's mount runs once; typedAhead is a ref, read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({block: 'nearest'});
  }, [activeOption]);

  const go = (option: Option) => {
    onClose(false);
    history.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step && options.length) {
      event.preventDefault();
      setActive({options, index: (activeIndex + step + options.length) % options.length});
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption);
    }
  };

  const listboxId = `${baseId}-results`;
  const message = statusMessage(state);
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={`${baseId}-label`}
      onCancel={(event) => {
        // Escape: close through React, so focus goes back to the search button.
        event.preventDefault();
        onClose(true);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose(true);
      }}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <label id={`${baseId}-label`} htmlFor={`${baseId}-input`} className="sr-only">
            Search the docs
          </label>
          <input
            ref={inputRef}
            id={`${baseId}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-describedby={`${baseId}-status`}
            placeholder="Search the docs"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            autoFocus
            value={query.text}
            onChange={(event) => setQuery({...query, text: event.target.value})}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(true)}>
            Close
          </button>
        </div>
        <SectionFilter
          value={query.section}
          onChange={(section) => setQuery({...query, section})}
          counts={currentCounts(state)}
        />
        <p id={`${baseId}-status`} className={styles.status} role="status">
          {message}
        </p>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Results"
          aria-busy={state.status === 'done' ? state.stale : undefined}
          className={styles.listbox}>
          {options.map((option, index) => (
            <ResultLink
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              href={option.href}
              className={clsx(styles.option, option.isSection && styles.sectionOption)}
              onMouseMove={() => index !== activeIndex && setActive({options, index})}
              onClick={() => onClose(false)}>
              <OptionContent option={option} />
            </ResultLink>
          ))}
        </div>
        {state.status === 'done' && state.total > 0 && (
          <div className={styles.footer}>
            <Link to={searchPageHref(query, searchPage)} onClick={() => onClose(false)}>
              {state.stale ? 'See all results' : `See all ${state.total} results`}
            </Link>
            <span className={styles.keyHints} aria-hidden="true">
              <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
            </span>
          </div>
        )}
      </div>
    </dialog>
  );
}
