import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {markForIndex} from './markForIndex';

const DOC = `<html><head><meta name="description" content="Sign requests."><meta name="keywords" content="hmac"></head>
<body><nav class="navbar">Guides</nav><main><nav aria-label="Breadcrumbs">Home</nav><article>
<div class="theme-doc-markdown markdown"><header><h1>Coinloom API architecture</h1></header>
<h2 id="sign">Sign a request</h2><p>Send the signature.</p>
<div class="language-bash theme-code-block"><pre><code>curl -H "X-Coinloom-Signature: $SIG" -H "Idempotency-Key: 1"</code></pre></div>
<div class="theme-code-block"><pre><code>-H "X-Coinloom-Signature: again"</code></pre></div>
<h2 id="next-steps">Next steps<a href="#next-steps" class="hash-link">\u200b</a></h2><ul><li><a href="/x/">Export the mnemonic</a></li></ul>
</div><footer class="theme-doc-footer">Last updated</footer></article></main><footer class="footer">Links</footer></body></html>`;

const POST = `<html><head></head><body><main><article><header><h1>Coinloom 4.8.1 release notes</h1>
<div><time>November 10, 2026</time> · 11 min read</div></header><div class="markdown"><p>New.</p></div>
<footer><b>Tags:</b> release</footer></article></main></body></html>`;

describe('markForIndex', () => {
  it('indexes the doc content only, with its section, title weight and metadata', () => {
    const $ = cheerio.load(markForIndex(DOC, '/for-developers/api/api-architecture/') ?? '');
    const body = $('[data-pagefind-body]');
    expect(body.length).toBe(1);
    expect(body.is('.theme-doc-markdown')).toBe(true);
    expect(body.attr('data-pagefind-filter')).toBe('section:API');
    expect($('h1').attr('data-pagefind-weight')).toBe('10');
    expect($('h1').attr('data-pagefind-meta')).toBe('title');
    expect($('meta[name="description"]').attr('data-pagefind-meta')).toBe('description[content]');
    expect($('meta[name="keywords"]').attr('data-pagefind-meta')).toBe('keywords[content]');
  });

  it('reads the samples a page holds back for a language not yet chosen, and an API row as a sentence', () => {
    const deferred = '<div class="theme-code-block"><pre><code>coinloom_request("GET", "/rates")</code></pre></div>';
    const page = DOC.replace(
      '<h2 id="next-steps">',
      `<div data-api-samples><div role="tabpanel" data-api-panel="python" hidden data-api-deferred='${deferred}'></div></div>` +
        '<ul class="api-fields"><li class="api-field"><code class="api-field-name">kind</code> <span class="api-field-type">string</span> <span class="api-badge">Required</span><p>What it is.</p></li></ul>' +
        '<h2 id="next-steps">',
    );
    const $ = cheerio.load(markForIndex(page, '/for-developers/api/api-architecture/') ?? '');
    expect($('meta[data-pagefind-meta="code[content]"]').attr('content')).toContain('coinloom_request');
    expect($('[data-api-deferred]').length).toBe(0);
    expect($('.api-field').text()).toBe('kind (string, required):What it is.');
  });

  it("leaves code out, keeping each name from it once as the page's code metadata", () => {
    const $ = cheerio.load(markForIndex(DOC, '/for-developers/api/api-architecture/') ?? '');
    const blocks = $('.theme-code-block');
    expect(blocks.length).toBe(2);
    blocks.each((_, block) => expect($(block).is('[data-pagefind-ignore]')).toBe(true));
    expect($('meta[data-pagefind-meta="code[content]"]').attr('content')).toBe('X-Coinloom-Signature Idempotency-Key');
    // No paragraph of names runs into the text around the blocks, where a snippet would show it.
    expect(blocks.next('p').length).toBe(0);
  });

  it('reads table headers and summaries as sentences, and leaves tab labels out', () => {
    const html = DOC.replace(
      '<p>Send the signature.</p>',
      '<table><thead><tr><th>Setting</th><th>What it does</th></tr></thead></table>' +
        '<details><summary>Why sign</summary><p>So we know it is you.</p></details>' +
        '<ul role="tablist"><li>cURL</li><li>Node.js</li></ul>',
    );
    const $ = cheerio.load(markForIndex(html, '/for-developers/api/api-architecture/') ?? '');
    expect($('th').length).toBe(0);
    expect($('thead td').length).toBe(2);
    expect($('details > p').first().text()).toBe('Why sign');
    expect($('[role="tablist"]').is('[data-pagefind-ignore]')).toBe(true);
  });

  it("gives the page the readers' words for its subject and for what it covers", () => {
    const html = DOC.replace('<h1>Coinloom API architecture</h1>', '<h1>Receive callbacks</h1>').replace(
      'Sign a request',
      'Use the sandbox',
    );
    const $ = cheerio.load(markForIndex(html, '/for-developers/callbacks/') ?? '');
    expect($('meta[data-pagefind-meta="synonyms[content]"]').attr('content')).toContain('webhook');
    expect($('meta[data-pagefind-meta="section_synonyms[content]"]').attr('content')).toContain('test mode');
  });

  it('leaves out the closing list of links to other pages', () => {
    const $ = cheerio.load(markForIndex(DOC, '/for-developers/api/api-architecture/') ?? '');
    expect($('#next-steps').is('[data-pagefind-ignore]')).toBe(true);
    expect($('#next-steps + ul').is('[data-pagefind-ignore]')).toBe(true);
    expect($('#sign').is('[data-pagefind-ignore]')).toBe(false);
  });

  it('leaves out the Try it control, whose words are the interface, not the operation', () => {
    const control =
      '<details class="api-try"><summary class="api-try-summary">Try it: build and sign this request in the page</summary></details>';
    const $ = cheerio.load(
      markForIndex(DOC.replace('<h2 id="next-steps">', `${control}<h2 id="next-steps">`), '/x/') ?? '',
    );
    expect($('.api-try').is('[data-pagefind-ignore]')).toBe(true);
    expect($('#sign').is('[data-pagefind-ignore]')).toBe(false);
  });

  it('leaves out cards that link to other pages, and their headings', () => {
    const cards =
      '<section class="row"><a class="card theme-doc-card-container" href="/y/"><h2>Rate limits</h2><p>Pace calls.</p></a></section>';
    const $ = cheerio.load(
      markForIndex(DOC.replace('<h2 id="next-steps">', `${cards}<h2 id="next-steps">`), '/category/api/') ?? '',
    );
    expect($('.theme-doc-card-container').is('[data-pagefind-ignore]')).toBe(true);
    expect($('meta[data-pagefind-meta="phrases[content]"]').attr('content')).not.toContain('rateqxlimits');
  });

  it('pairs the neighbouring words of the title, keywords and headings, not of the description', () => {
    const html = DOC.replace('content="Sign requests."', 'content="Signed requests, rate limits."').replace(
      'Sign a request',
      'Use the sandbox keys',
    );
    const $ = cheerio.load(markForIndex(html, '/for-developers/api/api-architecture/') ?? '');
    const pairs = $('meta[data-pagefind-meta="phrases[content]"]').attr('content')?.split(' ');
    expect(pairs).toEqual(expect.arrayContaining(['apiqxarchitecture', 'sandboxqxkeys', 'testqxmode', 'modeqxkeys']));
    expect(pairs).not.toContain('rateqxlimits');
  });

  it('indexes a blog post without its byline and tags', () => {
    const $ = cheerio.load(markForIndex(POST, '/blog/long-blog-post/') ?? '');
    expect($('article').attr('data-pagefind-filter')).toBe('section:Blog');
    expect($('header > div').is('[data-pagefind-ignore]')).toBe(true);
    expect($('article > footer').is('[data-pagefind-ignore]')).toBe(true);
    expect($('h1').is('[data-pagefind-ignore]')).toBe(false);
  });

  it('gives nothing for pages that are not results, or have no content', () => {
    expect(markForIndex(DOC, '/search/')).toBeNull();
    expect(markForIndex(DOC, '/blog/tags/hello/')).toBeNull();
    expect(markForIndex('<html><body><main></main></body></html>', '/quickstart/overview/')).toBeNull();
  });
});
