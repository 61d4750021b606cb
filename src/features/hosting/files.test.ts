import {describe, expect, it} from 'vitest';
import {inlineScripts, scriptHash} from './files';

describe('inlineScripts', () => {
  it('finds the scripts that run, inline, and leaves out external scripts and data blocks', () => {
    const html = [
      '<script>plain()</script>',
      '<script type="module">mod()</script>',
      '<SCRIPT TYPE=" Text/JavaScript ">upper()</SCRIPT>',
      '<script src="/app.js"></script>',
      '<script src>empty()</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['plain()', 'mod()', 'upper()']);
  });

  it('gives each script the text the browser hashes, where a regular expression over the HTML got it wrong', () => {
    const html = [
      // A `>` inside an attribute ended the tag early for the regex, which then hashed `b">one()`.
      '<script data-note="a>b">one()</script>',
      // `data-src` is no `src`: the regex took the script for an external one and gave it no hash.
      '<script data-src="x">two()</script>',
      // A comment is no script; the regex hashed the text inside it.
      '<!-- <script>commented()</script> -->',
      // The browser reads CRLF as LF before it hashes.
      '<script>three();\r\nfour()</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three();\nfour()']);
  });

  it('hashes a script as the policy names it', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
