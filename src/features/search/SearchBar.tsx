import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HAS_INDEX, loadPagefind} from './pagefind';
import {opensSearch} from './shortcuts';
import {useShortcutModifier} from './useShortcutModifier';
import styles from './styles.module.css';

/** The dialog is its own chunk: pages load it only when a reader opens search. */
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search: a button that looks like a search box and opens the
 * search dialog, also on `/` (outside a text field) and on Ctrl+K or ⌘K.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const modifier = useShortcutModifier();
  const pagefindUrl = useBaseUrl('/pagefind/pagefind.js');

  // The engine and the dialog's code load together, once the reader focuses the button or opens search.
  const prepare = useCallback(() => {
    void loadDialog();
    if (HAS_INDEX) loadPagefind(pagefindUrl).catch(() => undefined);
  }, [pagefindUrl]);
  // Keys typed after opening and before the dialog's box has focus: they would otherwise be lost.
  const typedAhead = useRef('');
  const openSearch = useCallback(() => {
    prepare();
    typedAhead.current = '';
    setOpen(true);
  }, [prepare]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open) {
        const typing = !(event.target instanceof HTMLInputElement) && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (typing && event.key.length === 1) typedAhead.current += event.key;
        else if (typing && event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
        else return;
        event.preventDefault();
        return;
      }
      if (event.defaultPrevented) return;
      const {key, ctrlKey, metaKey, altKey, shiftKey} = event;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (opensSearch({key, ctrlKey, metaKey, altKey, shiftKey, target})) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch]);

  // Focus goes back to the button once the dialog has gone: while a modal dialog is open, the page behind is inert.
  const returnFocus = useRef(false);
  const close = useCallback((shouldReturnFocus: boolean) => {
    returnFocus.current = shouldReturnFocus;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openSearch}
        onFocus={prepare}
        onPointerEnter={() => void loadDialog()}>
        <SearchIcon />
        {/* The name, for every width; the visible word shows only where the navbar has room for it. */}
        <span className="sr-only">Search</span>
        <span className={styles.searchButtonLabel} aria-hidden="true">
          Search
        </span>
        <span className={styles.searchButtonKeys} aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} typedAhead={typedAhead} />
        </Suspense>
      )}
    </>
  );
}
