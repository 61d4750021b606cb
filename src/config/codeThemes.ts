import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code block colours for both colour modes. Every token colour keeps a
 * contrast of at least 4.5:1 against its background, so code passes the
 * same accessibility checks as prose (the stock Prism themes do not).
 */

type Palette = {
  background: string;
  plain: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  func: string;
  tag: string;
  variable: string;
};

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: {color: p.plain, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: {color: p.keyword}},
      {types: ['string', 'attr-value', 'char', 'template-string', 'regex', 'url'], style: {color: p.string}},
      {types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'symbol'], style: {color: p.number}},
      {types: ['function', 'function-variable', 'class-name', 'method'], style: {color: p.func}},
      {types: ['tag', 'inserted'], style: {color: p.tag}},
      {types: ['variable', 'parameter', 'deleted', 'entity'], style: {color: p.variable}},
      {types: ['punctuation', 'operator'], style: {color: p.plain}},
    ],
  };
}

export const codeThemes = {
  light: themeFrom({
    background: '#f6f8fa',
    plain: '#1f2328',
    comment: '#57606a',
    keyword: '#b3261e',
    string: '#0a3069',
    number: '#0550ae',
    func: '#6639ba',
    tag: '#116329',
    variable: '#8a3500',
  }),
  dark: themeFrom({
    // Lighter than the dark page, so a block reads as a block.
    background: '#21252d',
    plain: '#e6edf3',
    comment: '#9ba5b0',
    keyword: '#ff8d85',
    string: '#a5d6ff',
    number: '#79c0ff',
    func: '#d8b9ff',
    tag: '#7ee787',
    variable: '#ffb46b',
  }),
} satisfies Record<'light' | 'dark', PrismTheme>;
