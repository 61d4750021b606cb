import {describe, expect, it} from 'vitest';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import remarkPrismLanguages, {LANGUAGES_MODULE} from './remarkPrismLanguages';

function transform(mdx: string) {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(mdx);
  remarkPrismLanguages()(tree);
  return tree;
}

function importsLanguages(mdx: string): boolean {
  const [first] = transform(mdx).children;
  return first.type === 'mdxjsEsm' && first.value.includes(LANGUAGES_MODULE);
}

describe('remarkPrismLanguages', () => {
  it('imports the languages on a page with a Bash, shell or PHP fence', () => {
    expect(importsLanguages('# A\n\n```bash\ncurl -sS example\n```\n')).toBe(true);
    expect(importsLanguages('```sh\nls\n```\n')).toBe(true);
    expect(importsLanguages('```php title="a.php"\n<?php echo 1;\n```\n')).toBe(true);
  });

  it('imports them for a <CodeBlock> whose language needs them', () => {
    expect(importsLanguages('<CodeBlock language="php" title="x.php">{source}</CodeBlock>\n')).toBe(true);
    expect(importsLanguages('Text <CodeBlock language="bash">{shell}</CodeBlock>\n')).toBe(true);
  });

  it('leaves a page alone whose code the theme already highlights', () => {
    expect(importsLanguages('```js\nconst a = 1;\n```\n\n<CodeBlock language="json">{x}</CodeBlock>\n')).toBe(false);
    expect(importsLanguages('No code at all.\n')).toBe(false);
  });
});
