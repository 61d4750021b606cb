/**
 * Syntax highlighting at build time, with the Prism that the theme's code
 * blocks use (prism-react-renderer) and the same extra languages
 * (src/lib/prismLanguages, which pages with such code blocks load). A token becomes a `<span>`
 * with Prism's classes; `codeColors.ts` colours the classes from the site's
 * code themes, in light and in dark mode. The browser does no highlighting.
 */
import {createRequire} from 'node:module';
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {codeThemes} from '../../../config/codeThemes';

/** Languages the theme's Prism lacks, loaded into it as the theme loads them. */
const EXTRA_LANGUAGES = ['bash', 'php'] as const;

function loadExtraLanguages(): void {
  const require = createRequire(import.meta.url);
  const holder = globalThis as {Prism?: unknown};
  const previous = holder.Prism;
  holder.Prism = Prism;
  for (const language of EXTRA_LANGUAGES) {
    if (Prism.languages[language]) continue;
    // PHP's grammar builds on markup-templating, which must come first.
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    require(`prismjs/components/prism-${language}.js`);
  }
  holder.Prism = previous;
}

loadExtraLanguages();

/** Prism's name for a language as pages spell it (`js`, `shell`…). */
const ALIASES: Record<string, string> = {js: 'javascript', shell: 'bash', sh: 'bash', py: 'python', text: 'plain'};

/**
 * The token types the code themes colour differently from plain text: only
 * these get a span (punctuation, operators and the like stay text), so a
 * block writes as few elements as its colours need.
 */
const STYLED_TYPES = new Set(
  Object.values(codeThemes).flatMap((theme) =>
    theme.styles
      .filter(({style}) => style.color !== theme.plain.color || style.fontStyle || style.fontWeight)
      .flatMap(({types}) => types),
  ),
);

/** The code as text and token spans, neighbouring tokens of the same kind in one span. */
function tokens(code: string, language: string): ElementContent[] {
  const name = ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  if (!grammar) return [{type: 'text', value: code}];
  const runs: {kind: string; text: string}[] = [];
  normalizeTokens(Prism.tokenize(code, grammar)).forEach((line, index) => {
    const parts = index === 0 ? line : [{types: ['plain'], content: '\n'}, ...line];
    for (const token of parts) {
      if (token.empty) continue;
      const kind = token.types.filter((type) => STYLED_TYPES.has(type)).join(' ');
      const last = runs[runs.length - 1];
      if (last && last.kind === kind) last.text += token.content;
      else runs.push({kind, text: token.content});
    }
  });
  return runs.map(({kind, text}) =>
    kind ? h('span', {className: ['token', ...kind.split(' ')]}, text) : {type: 'text' as const, value: text},
  );
}

export type CodeOptions = {
  /** Plain text, one element for the whole block: for pages with very many samples (the reference). */
  plain?: boolean;
};

/** A code block: `<pre class="api-code language-x"><code>…</code></pre>`, focusable so a keyboard can scroll it. */
export function highlight(code: string, language: string, {plain = false}: CodeOptions = {}): Element {
  return h(
    'pre',
    {className: ['api-code', `language-${language}`], tabIndex: 0},
    h('code', plain ? code : tokens(code, language)),
  );
}
