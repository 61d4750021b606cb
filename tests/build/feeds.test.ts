import fs from 'node:fs';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import sax from 'sax';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import jsonFeedSchema from 'jsonfeed-schema/schema-v1.1.json';
import {beforeAll, describe, expect, it} from 'vitest';
import type {JsonFeed} from '../../src/features/feeds/jsonFeed';
import {urls} from '../../src/data/product';
import {specRoutes} from '../../src/data/routes';
import {buildDir, requireBuild} from '../support/docs';

/**
 * The blog's three feeds (docusaurus.config.ts, `feedOptions` and `createBlogFeedItems`): RSS 2.0, Atom 1.0
 * and JSON Feed 1.1 (checked against the format's JSON Schema, the jsonfeed-schema package),
 * read by a feed parser as a feed reader reads them, and checked for what their formats require
 * and readers show: every post, with its title, address, date of publication and authors.
 */

const read = (file: string) => fs.readFileSync(path.join(buildDir, 'blog', file), 'utf8');
const posts = specRoutes
  .filter((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route) && !['/blog/archive/', '/blog/tags/', '/blog/authors/'].includes(route))
  .map((route) => `${urls.docs}${route}`)
  .sort();
/** An address on the reserved domain: RSS names an author by e-mail, and no other domain may appear. */
const COINLOOM_EMAIL = /^[a-z0-9._-]+@(?:[a-z0-9-]+\.)*coinloom\.example$/;

/** Throws unless the text is well-formed XML: the parser below forgives what a strict reader would not. */
function wellFormed(xml: string): void {
  const parser = sax.parser(true);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
}

beforeAll(requireBuild);

describe('the RSS feed', () => {
  const xml = () => read('rss.xml');

  it('is well-formed RSS 2.0 with every post', () => {
    wellFormed(xml());
    const feed = parseFeed(xml());
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe('Coinloom blog');
    expect(feed.items.map((item) => item.url).sort()).toEqual(posts);
  });

  it('gives every item a title, a guid, a date and its authors, each as "e-mail (name)"', () => {
    const $ = cheerio.load(xml(), {xml: true});
    const items = $('channel > item').toArray();
    expect(items).toHaveLength(posts.length);
    for (const item of items) {
      const link = $(item).children('link').text();
      expect($(item).children('title').text(), link).not.toBe('');
      expect($(item).children('guid').text(), link).toBe(link);
      expect(Number.isNaN(Date.parse($(item).children('pubDate').text())), link).toBe(false);
      const authors = $(item)
        .children('author')
        .map((_, author) => $(author).text())
        .get();
      expect(authors.length, link).toBeGreaterThan(0);
      for (const author of authors) {
        const [, email, name] = /^(\S+) \((.+)\)$/.exec(author) ?? [];
        expect(email, `${link}: ${author}`).toMatch(COINLOOM_EMAIL);
        expect(name, `${link}: ${author}`).toMatch(/^Coinloom /);
      }
    }
  });
});

describe('the Atom feed', () => {
  const xml = () => read('atom.xml');

  it('is well-formed Atom 1.0 with every post', () => {
    wellFormed(xml());
    const feed = parseFeed(xml());
    expect(feed.meta.type).toBe('atom');
    expect(feed.items.map((item) => item.url).sort()).toEqual(posts);
  });

  it('gives every entry an id, a title, when it was published and updated, and its authors', () => {
    const feed = parseFeed(xml());
    const $ = cheerio.load(xml(), {xml: true});
    expect($('feed > id').text()).not.toBe('');
    expect($('feed > updated').text()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const entry of $('feed > entry').toArray()) {
      const id = $(entry).children('id').text();
      expect(id).toMatch(/^https:\/\//);
      expect($(entry).children('title').text(), id).not.toBe('');
      expect($(entry).children('published').text(), id).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
      expect($(entry).children('updated').text(), id).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    }
    for (const item of feed.items) {
      expect(item.published, item.url ?? '').toBeInstanceOf(Date);
      expect(item.authors.length, item.url ?? '').toBeGreaterThan(0);
      for (const author of item.authors) expect(author.name, item.url ?? '').toMatch(/^Coinloom /);
    }
  });
});

describe('the JSON feed', () => {
  let feed: JsonFeed;
  beforeAll(() => {
    feed = JSON.parse(read('feed.json')) as JsonFeed;
  });

  it('validates against the JSON Feed 1.1 schema, as version 1.1', () => {
    const ajv = new Ajv({allErrors: true, strict: false});
    addFormats(ajv);
    const validate = ajv.compile(jsonFeedSchema);
    expect(validate(feed), ajv.errorsText(validate.errors)).toBe(true);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  });

  it('says where it lives, whose blog it is and in what language, with every post', () => {
    expect(feed.title).toBe('Coinloom blog');
    expect(feed.home_page_url).toBe(`${urls.docs}/blog/`);
    expect(feed.feed_url).toBe(`${urls.docs}/blog/feed.json`);
    expect(feed.language).toBe('en');
    expect(feed.items.map((item) => item.url).sort()).toEqual(posts);
  });

  it('gives every item its title, content, date of publication and every author, as the Atom feed does', () => {
    const atom = parseFeed(read('atom.xml'));
    for (const item of feed.items) {
      expect(item.id, item.url).toBe(item.url);
      expect(item.title, item.url).toBeTruthy();
      expect(item.content_html, item.url).toContain('<p>');
      expect(Number.isNaN(Date.parse(item.date_published)), item.url).toBe(false);
      // 1.1 deprecates the single `author`; `authors` names them all.
      expect(item, item.url).not.toHaveProperty('author');
      const atomEntry = atom.items.find((entry) => entry.url === item.url);
      const atomAuthors = atomEntry?.authors.map((author) => author.name) ?? [];
      expect(atomAuthors.length, item.url).toBeGreaterThan(0);
      expect(item.authors.map((author) => author.name), item.url).toEqual(atomAuthors);
    }
    // The 4.8.1 notes have two authors: the old feed kept only the first.
    expect(Math.max(...feed.items.map((item) => item.authors.length))).toBeGreaterThan(1);
    expect(feed).not.toHaveProperty('author');
  });

  it('is announced on every page as application/feed+json, beside the RSS and Atom feeds', () => {
    for (const page of ['blog/index.html', 'index.html']) {
      const $ = cheerio.load(fs.readFileSync(path.join(buildDir, page), 'utf8'));
      const announced = $('head link[rel=alternate][type]')
        .map((_, link) => `${$(link).attr('type')} ${$(link).attr('href')}`)
        .get()
        .filter((link) => link.includes('/blog/'));
      expect(announced.sort(), page).toEqual([
        'application/atom+xml /blog/atom.xml',
        'application/feed+json /blog/feed.json',
        'application/rss+xml /blog/rss.xml',
      ]);
    }
  });
});
