import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import SearchForm from '@site/src/components/SearchForm';
import {isLanded} from '@site/src/data/routes';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Content>;

type Destination = {label: string; to: string; why: string};

const destinations: readonly Destination[] = [
  {label: 'Docs home', to: '/', why: 'every path through the docs'},
  {label: 'Quickstarts', to: '/quickstart/overview/', why: 'get paid, send or cash out in ten minutes'},
  {label: 'What is Coinloom', to: '/what-is-coinloom/', why: 'the concepts and the glossary'},
  ...(isLanded('developers')
    ? [{label: 'API reference', to: '/for-developers/specification/', why: 'every endpoint and callback'}]
    : []),
  {label: 'Blog', to: '/blog/', why: 'release notes and articles'},
];

/** The title of every not-found answer. */
const NOT_FOUND_TITLE = 'Page Not Found';
const NOT_FOUND_DESCRIPTION =
  'This address is not a page of the Coinloom docs. Search the docs or start from one of the main sections.';

/**
 * The stock not-found message, followed by a search box and the main sections.
 * With docs at the site root, the docs plugin answers unknown paths itself and
 * renders this content without the not-found page's metadata; setting the
 * title here gives every unknown path the same title.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={NOT_FOUND_TITLE} description={NOT_FOUND_DESCRIPTION} />
      <Content {...props} />
      <div className={styles.help}>
        <SearchForm label="Search the docs instead" />
        <nav aria-labelledby="not-found-sections">
          <Heading as="h2" id="not-found-sections" className={styles.heading}>
            Or start from a section
          </Heading>
          <ul className={styles.list}>
            {destinations.map((destination) => (
              <li key={destination.to}>
                <Link to={destination.to}>{destination.label}</Link>: {destination.why}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
