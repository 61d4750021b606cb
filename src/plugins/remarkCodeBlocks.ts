/**
 * Gives a page that shows code what its code blocks need, so that other pages do not carry it:
 * - `import '@site/src/lib/codeBlocks';` on a page with a code block (a fenced block, or a `<CodeBlock>`): the theme's
 *   block with Prism, which the `CodeBlock` wrap renders (src/theme/CodeBlock);
 * - `import '@site/src/lib/prismLanguages';` on a page with a block in a language the theme's Prism lacks. The theme's
 *   own way, `prism.additionalLanguages`, puts the grammars in the bundle of every page.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';
import {EXTRA_LANGUAGE_NAMES as EXTRA_LANGUAGES} from '../lib/prismLanguages/names';

/** The module that provides the code block. */
export const CODE_BLOCKS_MODULE = '@site/src/lib/codeBlocks';

/** The module that adds the languages. */
export const LANGUAGES_MODULE = '@site/src/lib/prismLanguages';

/** The languages of the page's code blocks (`''` for a block without one); none when the page has no block. */
export function codeBlockLanguages(tree: Root): Set<string> {
  const languages = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'code') {
      languages.add(node.lang ?? '');
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
      const language = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'language',
      )?.value;
      languages.add(typeof language === 'string' ? language : '');
    }
  });
  return languages;
}

/** `import '<module>';` as an MDX ESM node. */
function sideEffectImport(module: string): MdxjsEsm {
  const source = {type: 'Literal', value: module, raw: JSON.stringify(module)} as const;
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source, attributes: []}],
      },
    },
  };
}

export default function remarkCodeBlocks() {
  return (tree: Root): void => {
    const languages = codeBlockLanguages(tree);
    if (languages.size === 0) return;
    const modules = [CODE_BLOCKS_MODULE];
    if (EXTRA_LANGUAGES.some((language) => languages.has(language))) modules.push(LANGUAGES_MODULE);
    tree.children.unshift(...modules.map(sideEffectImport));
  };
}
