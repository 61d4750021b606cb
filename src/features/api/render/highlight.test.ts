import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import {describe, expect, it} from 'vitest';
import {codeColorsCss} from './codeColors';
import {highlight} from './highlight';
import {markdown} from './markdown';

describe('build-time highlighting', () => {
  const code =
    "<?php\n// A comment\n$body = ['asset' => 'USDT', 'amount' => '25.00'];\necho json_encode($body), PHP_EOL;";

  it('keeps the code exactly, so what a reader copies is what the page shows', () => {
    for (const language of ['php', 'bash', 'js', 'python', 'json', 'text']) {
      expect(toString(highlight(code, language)), language).toBe(code);
    }
  });

  it('writes a span only for tokens the code themes colour, one per run of a kind', () => {
    const html = toHtml(highlight(code, 'php'));
    expect(html).toContain('<span class="token comment">// A comment</span>');
    expect(html).not.toContain('token punctuation');
    expect(html.match(/<span/g)?.length).toBeLessThan(15);
    expect(toHtml(highlight(code, 'php', {plain: true}))).not.toContain('<span');
  });

  it('colours the token kinds from the site code themes, in both modes', () => {
    const css = codeColorsCss();
    expect(css).toContain("[data-theme='light'] .api-code");
    expect(css).toContain("[data-theme='dark'] .api-code");
    expect(css).toMatch(/\.api-code :is\(\.comment[^)]*\) \{ color: var\(--api-code-\d\); font-style: italic; \}/);
  });
});

describe('descriptions as HTML', () => {
  it('renders Markdown with GFM, drops raw HTML, and turns headings into bold lines', () => {
    const html = toHtml(
      markdown('## Heading\n\nSome **bold** `code` and <script>alert(1)</script> [a link](/x/).\n\n- one\n- two'),
    );
    expect(html).toContain('<p><strong>Heading</strong></p>');
    expect(html).toContain('<a href="/x/">a link</a>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<li>one</li>');
  });
});
