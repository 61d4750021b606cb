import {describe, expect, it} from 'vitest';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import remarkCodeBlocks, {CODE_BLOCKS_MODULE, LANGUAGES_MODULE} from './remarkCodeBlocks';

/** The modules the plugin imports at the top of the page. */
function imported(mdx: string): string[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  remarkCodeBlocks()(tree);
  return tree.children.flatMap((node) =>
    node.type === 'mdxjsEsm' && node.value.startsWith('import "')
      ? [JSON.parse(node.value.slice(7, -1)) as string]
      : [],
  );
}

describe('remarkCodeBlocks', () => {
  it('imports the code block and the languages on a page with a Bash, shell or PHP fence', () => {
    expect(imported('# A\n\n```bash\ncurl -sS example\n```\n')).toEqual([CODE_BLOCKS_MODULE, LANGUAGES_MODULE]);
    expect(imported('```sh\nls\n```\n')).toEqual([CODE_BLOCKS_MODULE, LANGUAGES_MODULE]);
    expect(imported('```php title="a.php"\n<?php echo 1;\n```\n')).toEqual([CODE_BLOCKS_MODULE, LANGUAGES_MODULE]);
  });

  it('imports them for a <CodeBlock> whose language needs them', () => {
    expect(imported('<CodeBlock language="php" title="x.php">{source}</CodeBlock>\n')).toEqual([
      CODE_BLOCKS_MODULE,
      LANGUAGES_MODULE,
    ]);
    expect(imported('Text <CodeBlock language="bash">{shell}</CodeBlock>\n')).toEqual([
      CODE_BLOCKS_MODULE,
      LANGUAGES_MODULE,
    ]);
  });

  it('imports only the code block where the theme already highlights the code', () => {
    expect(imported('```js\nconst a = 1;\n```\n\n<CodeBlock language="json">{x}</CodeBlock>\n')).toEqual([
      CODE_BLOCKS_MODULE,
    ]);
    expect(imported('```\nplain text\n```\n')).toEqual([CODE_BLOCKS_MODULE]);
    expect(imported('<CodeBlock>{x}</CodeBlock>\n')).toEqual([CODE_BLOCKS_MODULE]);
  });

  it('leaves a page without a code block alone, inline code included', () => {
    expect(imported('No code at all.\n')).toEqual([]);
    expect(imported('Set `status` to `paid`.\n')).toEqual([]);
  });
});
