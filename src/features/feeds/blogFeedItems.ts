import type * as Preset from '@docusaurus/preset-classic';
import {contacts} from '../../data/product';
import {JSON_FEED_PATH, toJsonFeed, writeJsonFeed} from './jsonFeed';

type BlogOptions = Exclude<NonNullable<Preset.Options['blog']>, false>;
/** The blog's `feedOptions.createFeedItems` hook. */
type CreateFeedItems = NonNullable<NonNullable<BlogOptions['feedOptions']>['createFeedItems']>;

/** What the JSON Feed says about the blog, beside its posts. */
export type BlogFeedSite = {
  /** The site's address, without a trailing slash. */
  url: string;
  title: string;
  description: string;
  /** The favicon's path from the site's root. */
  favicon: string;
  language: string;
};

/**
 * The blog's `createFeedItems`. Every feed item names its authors and says when it was published. RSS names
 * an author only by e-mail ("docs@coinloom.example (Coinloom Docs Team)"), and the blog's authors are teams
 * without addresses of their own: each gets the docs team's, the one address readers write to. Atom takes the
 * publication date from `published`, which Docusaurus leaves unset.
 *
 * The same items make the JSON Feed 1.1 (./jsonFeed.ts). It is written here, the one place that has the
 * items: no other plugin's `postBuild` can wait for them, since Docusaurus runs every `postBuild` at once.
 */
export function blogFeedItems(site: BlogFeedSite): CreateFeedItems {
  return async ({defaultCreateFeedItems, ...args}) => {
    const items = (await defaultCreateFeedItems(args)).map((item) => ({
      ...item,
      published: item.date,
      author: item.author?.map((author) => ({...author, email: author.email ?? contacts.docsTeam})),
    }));
    const feed = toJsonFeed(items, {
      title: site.title,
      description: site.description,
      homePageUrl: `${site.url}/blog/`,
      feedUrl: `${site.url}${JSON_FEED_PATH}`,
      language: site.language,
      favicon: `${site.url}/${site.favicon}`,
    });
    await writeJsonFeed(args.outDir, feed);
    return items;
  };
}
