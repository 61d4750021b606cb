import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import SiteMetadata from '@theme-original/SiteMetadata';
import SearchMetadata from '@theme/SearchMetadata';
import {useIsNotFoundAnswer} from '@site/src/lib/pageRoutes';

/**
 * The not-found answer's metadata: the stock metadata of every page, less the tags that name the
 * page's address (canonical URL, `og:url`, the language alternates), since the address is not a
 * page, and with `noindex`. The stock component would make them from the address, giving
 * `https://docs.coinloom.example/404.html/`, itself a 404, as the canonical URL of 404.html.
 */
function NotFoundMetadata(): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="robots" content="noindex" />
        <meta property="og:locale" content={localeConfigs[currentLocale].htmlLang.replace('-', '_')} />
      </Head>
      {image && <PageMetadata image={image} />}
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  return useIsNotFoundAnswer() ? <NotFoundMetadata /> : <SiteMetadata />;
}
