/**
 * Adds `import '@site/src/lib/prismLanguages';` to a page that has a code block in a language the theme's Prism
 * lacks (a fenced block, or a `<CodeBlock language="…">`), so that only those pages load the grammars. The theme's
 * own way, `prism.additionalLanguages`, puts them in the bundle of every page.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';
import {EXTRA_LANGUAGE_NAMES as EXTRA_LANGUAGES} from '../lib/prismLanguages/names';

/** The module that adds the languages. */
export const LANGUAGES_MODULE = '@site/src/lib/prismLanguages';

/** Whether the page has a code block in one of the extra languages. */
export function needsExtraLanguages(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'code') {
      found ||= EXTRA_LANGUAGES.includes(node.lang ?? '');
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
      found ||= node.attributes.some(
        (attribute) =>
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'language' &&
          typeof attribute.value === 'string' &&
          EXTRA_LANGUAGES.includes(attribute.value),
      );
    }
  });
  return found;
}

function languagesImport(): MdxjsEsm {
  const source = {type: 'Literal', value: LANGUAGES_MODULE, raw: JSON.stringify(LANGUAGES_MODULE)} as const;
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(LANGUAGES_MODULE)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source, attributes: []}],
      },
    },
  };
}

export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    if (needsExtraLanguages(tree)) tree.children.unshift(languagesImport());
  };
}
