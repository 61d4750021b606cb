import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** Visible label above the field; a screen-reader label is always present. */
  label?: string;
  className?: string;
};

/**
 * A search field that submits to the offline search page (`/search/?q=`).
 * It works before hydration and without the navbar, which the landing
 * page and the not-found page rely on.
 */
export default function SearchForm({label, className}: Props): ReactNode {
  const inputId = useId();
  return (
    <form
      action={useBaseUrl('/search/')}
      method="get"
      role="search"
      aria-label={label ?? 'Search the docs'}
      className={clsx(styles.form, className)}>
      <label htmlFor={inputId} className={label ? styles.label : 'sr-only'}>
        {label ?? 'Search the docs'}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          required
          placeholder="Search for checkouts, callbacks, networks…"
          autoComplete="off"
        />
        <button type="submit" className={clsx('button button--primary', styles.button)}>
          Search
        </button>
      </div>
    </form>
  );
}
