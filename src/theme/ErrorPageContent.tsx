import type {ComponentProps, ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {urls} from '@site/src/data/addresses';
import styles from './ErrorPageContent.module.css';

type Props = ComponentProps<typeof ErrorPageContent>;

/** The title every crash shows, whether the page or the whole layout failed. */
const CRASH_TITLE = 'Page Error';

/**
 * The stock crash screen ('This page crashed.', the error and 'Try again'),
 * plus the page title 'Page Error' and a way out. When page content throws,
 * the layout's error boundary renders this component and the crashed page's
 * title stays; only core's root fallback says 'Page Error'. This head entry,
 * mounted after the page's own, makes both paths say the same, and goes away
 * with the crash screen when 'Try again' recovers the page.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{CRASH_TITLE}</title>
      </Head>
      <ErrorPageContent {...props} />
      <nav className={styles.ways} aria-label="Ways out of this error">
        <p>
          If it happens again, go to the <Link to="/">docs home</Link> or check the{' '}
          <Link href={urls.status}>Coinloom status page</Link>.
        </p>
      </nav>
    </>
  );
}
