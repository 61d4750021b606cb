/**
 * The blog's JSON Feed, version 1.1. Docusaurus writes JSON Feed 1.0 through the `feed` library, which
 * keeps only the first author of a post (the deprecated `author` field) and writes no `feed_url` or
 * `language`. So the site turns JSON off in the blog's feed types and writes this file from the same items
 * the RSS and Atom feeds get (the blog's `createFeedItems`, ./blogFeedItems.ts), authors and all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';
/** The media type JSON Feed 1.1 registers; the site announces and serves the feed with it. */
export const JSON_FEED_TYPE = 'application/feed+json';
/** Where the feed is, beside the blog's RSS and Atom feeds: written there, announced and served from there. */
export const JSON_FEED_PATH = '/blog/feed.json';

/** The part of a blog feed item (the `feed` library's item) that the JSON Feed reads. */
export type FeedItemLike = {
  title: string;
  id?: string;
  link: string;
  date: Date;
  published?: Date;
  description?: string;
  content?: string;
  category?: {name?: string}[];
  author?: {name?: string; link?: string}[];
};

type JsonFeedAuthor = {name: string; url?: string};

export type JsonFeed = {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  favicon?: string;
  language: string;
  authors: JsonFeedAuthor[];
  items: {
    id: string;
    url: string;
    title: string;
    content_html: string;
    summary?: string;
    date_published: string;
    authors: JsonFeedAuthor[];
    tags?: string[];
  }[];
};

export type JsonFeedMeta = {
  title: string;
  description: string;
  /** The blog's address. */
  homePageUrl: string;
  /** The feed's own address. */
  feedUrl: string;
  language: string;
  favicon?: string;
};

function authorsOf(item: FeedItemLike): JsonFeedAuthor[] {
  return (item.author ?? [])
    .filter((author): author is {name: string; link?: string} => Boolean(author.name))
    .map(({name, link}) => (link ? {name, url: link} : {name}));
}

export function toJsonFeed(items: readonly FeedItemLike[], meta: JsonFeedMeta): JsonFeed {
  const feedItems = items.map((item) => ({
    id: item.id ?? item.link,
    url: item.link,
    title: item.title,
    content_html: item.content ?? '',
    ...(item.description ? {summary: item.description} : {}),
    date_published: (item.published ?? item.date).toISOString(),
    authors: authorsOf(item),
    ...(item.category?.length ? {tags: item.category.flatMap((tag) => (tag.name ? [tag.name] : []))} : {}),
  }));
  // The feed's authors: everyone who wrote one of its posts, once each.
  const authors = [...new Map(feedItems.flatMap((item) => item.authors).map((a) => [a.name, a])).values()];
  return {
    version: JSON_FEED_VERSION,
    title: meta.title,
    home_page_url: meta.homePageUrl,
    feed_url: meta.feedUrl,
    description: meta.description,
    ...(meta.favicon ? {favicon: meta.favicon} : {}),
    language: meta.language,
    authors,
    items: feedItems,
  };
}

/** Writes the feed where the blog's other feeds are. */
export async function writeJsonFeed(outDir: string, feed: JsonFeed): Promise<void> {
  await fs.writeFile(path.join(outDir, JSON_FEED_PATH), `${JSON.stringify(feed, null, 2)}\n`);
}
