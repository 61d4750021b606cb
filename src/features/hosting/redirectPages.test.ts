import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {inlineScripts} from './files';
import {redirectPage, writeRedirectPages} from './redirectPages';

const site = {url: 'https://docs.coinloom.example', favicon: '/img/favicon.svg'};

describe('a redirect page', () => {
  it('sends the reader on, names the new page, and leaves search engines the new address', () => {
    const $ = cheerio.load(
      redirectPage({
        to: '/a/b/',
        title: 'Auto-sign settings | Coinloom Docs',
        siteUrl: site.url,
        favicon: site.favicon,
      }),
    );
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('Auto-sign settings | Coinloom Docs');
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/a/b/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://docs.coinloom.example/a/b/');
    expect($('body a').attr('href')).toBe('/a/b/');
    expect($('body a').text()).toBe('Auto-sign settings');
    expect(inlineScripts($.html())).toEqual([]);
  });

  it('escapes a title with markup characters', () => {
    const html = redirectPage({
      to: '/x/',
      title: 'Fees <& "limits"> | Coinloom Docs',
      siteUrl: site.url,
      favicon: site.favicon,
    });
    expect(cheerio.load(html)('title').text()).toBe('Fees <& "limits"> | Coinloom Docs');
    expect(html).not.toContain('<&');
  });

  it('is written at each old address with the title of the page it moved to, and refuses a move to no page', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-redirects-'));
    fs.mkdirSync(path.join(outDir, 'new'), {recursive: true});
    fs.writeFileSync(
      path.join(outDir, 'new/index.html'),
      '<html><head><title>New page | Coinloom Docs</title></head></html>',
    );
    await writeRedirectPages(outDir, {'/old/path/': '/new/'}, site);
    const $ = cheerio.load(fs.readFileSync(path.join(outDir, 'old/path/index.html'), 'utf8'));
    expect($('title').text()).toBe('New page | Coinloom Docs');
    await expect(writeRedirectPages(outDir, {'/gone/': '/nowhere/'}, site)).rejects.toThrow(
      /\/nowhere\/, which is not a page/,
    );
    fs.rmSync(outDir, {recursive: true});
  });
});
