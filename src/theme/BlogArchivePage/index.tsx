/**
 * Ejected from @docusaurus/theme-classic 3.10.2 BlogArchivePage: its hero
 * <header> sits outside <main>, which makes it a second banner landmark beside
 * the announcement bar, and its years are <h3> straight under the <h1> (axe:
 * landmark-no-duplicate-banner, landmark-unique, heading-order). A wrap cannot
 * reach either. The changes: the header moves inside <main>, the years are
 * <h2>, and the description says what the page lists.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type YearProp = {year: string; posts: ArchiveBlogPost[]};

const TITLE = 'Archive';
const DESCRIPTION = 'Every post on the Coinloom blog, by year.';

function Year({year, posts}: YearProp): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const formatDate = (date: string) => dateTimeFormat.format(new Date(date));
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0];
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={TITLE} description={DESCRIPTION} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {TITLE}
              </Heading>
              <p className="hero__subtitle">{DESCRIPTION}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
