import {describe, expect, it} from 'vitest';
import {parseLlmsTxt} from '../support/llmsTxt';

/** The reader of the llmstxt.org layout that tests/build/markdown.test.ts runs on the built llms.txt. */

const proposalExample = `# FastHTML

> FastHTML is a python library which brings together Starlette, Uvicorn, HTMX, and fastcore's \`FT\` "FastTags" into a library for creating server-rendered hypermedia applications.

Important notes:

- Although parts of its API are inspired by FastAPI, it is *not* compatible with FastAPI syntax

## Docs

- [FastHTML quick start](https://fastht.ml/docs/tutorials/quickstart_for_web_devs.html.md): A brief overview of many FastHTML features
- [HTMX reference](https://raw.githubusercontent.com/path/reference.md): Brief description of all HTMX attributes

## Optional

- [Starlette full documentation](https://gist.githubusercontent.com/path/starlette-sml.md)
`;

describe('parseLlmsTxt', () => {
  it("reads the proposal's own example: title, summary, info and sections of links", () => {
    const parsed = parseLlmsTxt(proposalExample);
    expect(parsed.violations).toEqual([]);
    expect(parsed.title).toBe('FastHTML');
    expect(parsed.summary).toMatch(/^FastHTML is a python library/);
    expect(parsed.info).toMatch(/^Important notes:/);
    expect(parsed.sections.map((s) => [s.name, s.links.length])).toEqual([
      ['Docs', 2],
      ['Optional', 1],
    ]);
    expect(parsed.sections[1].links[0]).toEqual({
      title: 'Starlette full documentation',
      url: 'https://gist.githubusercontent.com/path/starlette-sml.md',
    });
  });

  it('refuses a quote, a paragraph or a deeper heading after the first section', () => {
    const text = `# T\n\n> S\n\n## A\n\n> what A holds\n\n- [x](https://x.example/a.md): x\nA paragraph.\n### Deeper\n`;
    expect(parseLlmsTxt(text).violations).toEqual([
      expect.stringMatching(/^line 7: .*> what A holds$/),
      expect.stringMatching(/^line 10: .*A paragraph\.$/),
      expect.stringMatching(/^line 11: .*### Deeper$/),
    ]);
  });

  it('refuses a file without a title, and a heading in the info', () => {
    expect(parseLlmsTxt('> S\n\n## A\n').violations).toEqual([expect.stringMatching(/^line 1: /)]);
    expect(parseLlmsTxt('# T\n\n> S\n\n### Info heading\n').violations).toEqual([expect.stringMatching(/^line 5: /)]);
  });
});
