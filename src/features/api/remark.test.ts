/**
 * The remark step: API elements become headings and imports of their
 * build-time HTML, and a wrong name stops the build at its line.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkApi from './remark';

const docsDir = path.resolve(__dirname, '../../../docs');

function run(source: string, file = 'for-developers/api/example-page.mdx'): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApi);
  const vfile = new VFile({path: path.join(docsDir, file), value: source});
  return processor.runSync(processor.parse(vfile), vfile) as Root;
}

const imports = (tree: Root) => tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
const headings = (tree: Root) =>
  tree.children.flatMap((node: RootContent) =>
    node.type === 'heading'
      ? [
          {
            depth: node.depth,
            text: node.children.map((child) => ('value' in child ? child.value : '')).join(''),
            id: (node.data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id,
          },
        ]
      : [],
  );

describe('the API remark step', () => {
  it('gives an operation a heading of its own under the section it is in, then its HTML', () => {
    const tree = run('## Take payments\n\nSome words.\n\n<ApiEndpoint op="createCheckout" example="sale" />\n');
    expect(headings(tree)).toEqual([
      {depth: 2, text: 'Take payments', id: undefined},
      {depth: 3, text: 'Create a checkout', id: undefined},
    ]);
    const [component, fragment] = imports(tree);
    expect(component).toBe('import ApiHtml__ from "@site/src/features/api/ApiHtml";');
    expect(fragment).toContain('@site/static/openapi.yaml?api=operation&op=createCheckout&example=sale&level=4&key=0');
    expect(fragment).toContain('page=for-developers%2Fapi%2Fexample-page');
  });

  it('adopts the heading just before an operation when it already says its summary', () => {
    const tree = run('## Create a checkout\n\n<ApiEndpoint op="createCheckout" hide={[\'errors\']} />\n');
    expect(headings(tree)).toEqual([{depth: 2, text: 'Create a checkout', id: undefined}]);
    expect(imports(tree)[1]).toContain('hide=errors&level=3');
  });

  it('turns the reference into its sections, tags, operations and events, each heading with its anchor', () => {
    const list = headings(run('<ApiReference />\n', 'for-developers/specification.mdx'));
    expect(list).toEqual(
      expect.arrayContaining([
        {depth: 2, text: 'Overview', id: 'overview'},
        {depth: 2, text: 'Checkouts', id: 'tag-checkouts'},
        {depth: 3, text: 'Create a checkout', id: 'op-createCheckout'},
        {depth: 3, text: 'payment.paid', id: 'event-payment-paid'},
        {depth: 3, text: 'Errors every operation can return', id: 'common-errors'},
      ]),
    );
  });

  it("lays out only near the viewport the reference's operations, events and the lists after them, not its other parts", () => {
    const tree = run('<ApiReference />\n', 'for-developers/specification.mdx');
    const kindOf = new Map(
      imports(tree).flatMap((source) => {
        const match = /^import (__api\d+) from ".*\?api=([a-z-]+)/.exec(source);
        return match ? [[match[1], match[2]] as const] : [];
      }),
    );
    const lazyByKind = new Map<string, Set<boolean>>();
    for (const node of tree.children) {
      if (node.type !== 'mdxJsxFlowElement') continue;
      const names = node.attributes.flatMap((attribute) => ('name' in attribute ? [attribute.name] : []));
      const fragment = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'fragment');
      const local = fragment && typeof fragment.value === 'object' ? fragment.value?.value : undefined;
      const kind = kindOf.get(String(local));
      if (!kind) continue;
      lazyByKind.set(kind, (lazyByKind.get(kind) ?? new Set()).add(names.includes('lazy')));
    }
    const lazy = [...lazyByKind].filter(([, values]) => values.has(true)).map(([kind]) => kind);
    const mixed = [...lazyByKind].filter(([, values]) => values.size > 1).map(([kind]) => kind);
    expect(mixed).toEqual([]);
    expect(lazy.sort()).toEqual([
      'ref-common-errors',
      'ref-common-parameters',
      'ref-common-responses',
      'ref-event',
      'ref-operation',
      'ref-other-errors',
    ]);
    expect([...lazyByKind.keys()]).toEqual(expect.arrayContaining(['ref-overview', 'ref-tag', 'ref-schemas']));
  });

  it('writes an operation name as its method and path', () => {
    const tree = run('Call <ApiSignature op="listCheckouts" /> to find them.\n');
    const paragraph = tree.children[0];
    expect(
      paragraph.type === 'paragraph' &&
        paragraph.children.some((node) => node.type === 'inlineCode' && node.value === 'GET /checkouts'),
    ).toBe(true);
  });

  it('stops on an unknown operation, schema, event or error code, naming the page and line', () => {
    expect(() => run('Text.\n\n<ApiEndpoint op="createCheckoutt" />\n')).toThrow(
      /example-page\.mdx:3: .*createCheckoutt/,
    );
    expect(() => run('<ApiSchema name="Paymnet" />\n')).toThrow(/Paymnet/);
    expect(() => run("<ApiEvents types={['payment.payed']} />\n")).toThrow(/payment\.payed/);
    expect(() => run("<ApiErrors codes={['not_a_code']} />\n")).toThrow(/not_a_code/);
  });

  it('refuses what it cannot render: an import of an API element, an operation inside a list, attributes it cannot read', () => {
    expect(() =>
      run('import ApiEndpoint from \'@site/src/features/api/ApiEndpoint\';\n\n<ApiEndpoint op="getPayment" />\n'),
    ).toThrow(/rendered at build time: remove the import/);
    expect(() => run('- A step\n\n  <ApiEndpoint op="getPayment" />\n')).toThrow(/top level/);
    expect(() => run('<ApiErrors codes={codes} />\n')).toThrow(/list of strings/);
  });
});
