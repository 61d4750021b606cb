import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import SearchForm from '@site/src/components/SearchForm';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {CodeIcon, StoreIcon, WalletIcon} from '@site/src/components/Icons';
import {contacts} from '@site/src/data/addresses';
import styles from './styles.module.css';

/** The title of every not-found answer. */
const NOT_FOUND_TITLE = 'Page Not Found';
const NOT_FOUND_DESCRIPTION =
  'This address is not a page of the Coinloom docs. Search the docs or start from the path for merchants, developers or wallet users.';

/**
 * The address the reader asked for, and the page that linked them here, once the page runs in a browser. It is
 * read from the window, as the reader typed or followed it: the router's location is normalised (it reads
 * `/404.html` as `/404`). The router's location still makes a move within the app render it again.
 */
function useMissedAddress(): {path: string; referrer: string} | null {
  const isBrowser = useIsBrowser();
  useLocation();
  return isBrowser ? {path: window.location.pathname + window.location.search, referrer: document.referrer} : null;
}

function reportHref(address: {path: string; referrer: string} | null): string {
  const lines = [
    `This address is not a page of the docs: ${address ? window.location.origin + address.path : '(the address)'}`,
    `I followed a link from: ${address?.referrer || '(the page or site with the link)'}`,
  ];
  const query = new URLSearchParams({subject: 'Broken link in the Coinloom docs', body: lines.join('\n')});
  return `mailto:${contacts.docsTeam}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * The not-found page, written for Coinloom's readers: what happened, search,
 * the three reader paths, and where to report the link. It replaces the stock
 * content instead of wrapping it, since the stock words ("contact the owner of
 * the site") are what it changes. With docs at the site root, the docs plugin
 * renders this content itself for unknown paths, without the not-found page's
 * metadata; setting the title here gives every unknown path the same title.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const address = useMissedAddress();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={NOT_FOUND_TITLE} description={NOT_FOUND_DESCRIPTION} />
      <div className="row">
        <div className={clsx('col col--8 col--offset-2', styles.column)}>
          <Heading as="h1" className={styles.title}>
            {NOT_FOUND_TITLE}
          </Heading>
          <p className={styles.lead}>
            There is no page at this address in the Coinloom docs.{' '}
            {/* The address is known only in the browser, after hydration. Its line is reserved in the server's HTML,
                so that it moves nothing on the page when it arrives, however long it is. */}
            <span className={styles.address}>
              {address && (
                // A long address scrolls sideways within its line; focusable, so that a keyboard can scroll it too.
                <code className={styles.path} tabIndex={0}>
                  {address.path}
                </code>
              )}
            </span>{' '}
            The link may be out of date, or the address may have a typo. Search for what you came for, or start from
            your path below.
          </p>
          <SearchForm label="Search the docs instead" className={styles.search} />

          <Heading as="h2" className={styles.heading}>
            Start from your path
          </Heading>
          <CardGrid>
            <Card
              title="Merchants"
              eyebrow="Get paid"
              icon={<StoreIcon />}
              to="/quickstart/receive-payment-for-business/">
              Accept payments, send invoices, bill subscribers, pay out and cash out.
            </Card>
            <Card title="Developers" eyebrow="Integrate" icon={<CodeIcon />} to="/for-developers/api/api-architecture/">
              Build on the REST API and signed callbacks, or embed a hosted page.
            </Card>
            <Card
              title="Wallet users"
              eyebrow="Hold and send"
              icon={<WalletIcon />}
              to="/multi-wallet/wallet-overview/">
              Keep assets in several wallets, send, receive and swap them.
            </Card>
          </CardGrid>
          <p>
            The <Link to="/">docs home</Link> lists every guide, and the <Link to="/blog/">blog</Link> has the release
            notes.
          </p>

          <Heading as="h2" className={styles.heading}>
            Report a broken link
          </Heading>
          <p>
            If a link on a Coinloom page brought you here, tell the docs team at{' '}
            <Link href={reportHref(address)}>{contacts.docsTeam}</Link>: the message starts with this address and the
            page you came from, so we can fix the link. If the link was on another site, its owner can correct it too.
          </p>
        </div>
      </div>
    </main>
  );
}
