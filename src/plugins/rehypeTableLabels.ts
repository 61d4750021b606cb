import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Expression, Program, TemplateElement} from 'estree';
import {isElement} from 'hast-util-is-element';
import {STACKED_TABLE_MIN_COLUMNS} from '../lib/stackedTable';

/**
 * Prepares every Markdown table of three or more columns for the phone
 * layout (`src/css/blocks.css`), in which each row becomes a card: the table
 * gets `data-stack`, and each body cell after the first gets `data-label`,
 * its column's header, which the card shows above the value. `DataTable`
 * does the same for the tables that components draw.
 *
 * A header may hold an MDX expression (`| {item.name.label} | … |`), whose
 * value is known only when the page renders. Such a cell becomes a JSX
 * element whose `data-label` is a template literal built from the header's
 * text and the expressions' own syntax trees, so the label reads the same
 * data as the header.
 */

type MdxExpression = {type: 'mdxTextExpression' | 'mdxFlowExpression'; value: string; data?: {estree?: Program}};
type MdxAttribute = {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | {type: 'mdxJsxAttributeValueExpression'; value: string; data: {estree: Program}};
};
type MdxJsxCell = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: MdxAttribute[];
  children: ElementContent[];
};

/** A header's content: plain text, and the parsed expressions between it. */
type LabelPart = string | Expression;

function isExpression(node: unknown): node is MdxExpression {
  const type = (node as {type?: string}).type;
  return type === 'mdxTextExpression' || type === 'mdxFlowExpression';
}

function labelParts(node: RootContent | ElementContent): LabelPart[] {
  if (node.type === 'text') return [node.value];
  if (isExpression(node)) {
    const statement = node.data?.estree?.body[0];
    if (statement?.type !== 'ExpressionStatement') {
      throw new Error(`rehypeTableLabels: a table header holds an expression it cannot read: {${node.value}}`);
    }
    return [statement.expression];
  }
  if (node.type === 'element') return node.children.flatMap(labelParts);
  return [];
}

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child) => isElement(child, tagName));
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((child): child is Element => isElement(child, ['th', 'td']));
}

function templateElement(text: string, tail: boolean): TemplateElement {
  const raw = text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
  return {type: 'TemplateElement', value: {raw, cooked: text}, tail};
}

/** `text ${expression} text`, as a syntax tree MDX compiles like any other attribute expression. */
function templateLiteral(parts: LabelPart[]): Expression {
  const quasis: TemplateElement[] = [];
  const expressions: Expression[] = [];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
    } else {
      quasis.push(templateElement(text, false));
      expressions.push(structuredClone(part));
      text = '';
    }
  }
  quasis.push(templateElement(text, true));
  return {type: 'TemplateLiteral', quasis, expressions};
}

function expressionAttribute(name: string, expression: Expression): MdxAttribute {
  const program: Program = {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]};
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree: program}},
  };
}

/** `{textAlign: 'right'}`: a column's alignment, which MDX writes as a style on plain cells too. */
function alignmentStyle(align: string): Expression {
  return {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: {type: 'Identifier', name: 'textAlign'},
        value: {type: 'Literal', value: align},
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
}

/** The cell as a JSX element, so that its `data-label` can be an expression. */
function asJsxCell(cell: Element, parts: LabelPart[]): MdxJsxCell {
  const attributes = Object.entries(cell.properties).map(([name, value]) => {
    // GFM gives a cell no property but its column's alignment.
    if (name !== 'align' || typeof value !== 'string') {
      throw new Error(`rehypeTableLabels: cannot carry the cell property ${name}=${JSON.stringify(value)} over`);
    }
    return expressionAttribute('style', alignmentStyle(value));
  });
  attributes.push(expressionAttribute('data-label', templateLiteral(parts)));
  return {type: 'mdxJsxFlowElement', name: cell.tagName, attributes, children: cell.children};
}

function labelTable(table: Element): void {
  const [head] = childElements(table, 'thead');
  const [body] = childElements(table, 'tbody');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  if (!headerRow || !body) return;
  const headers = cellsOf(headerRow).map(labelParts);
  if (headers.length < STACKED_TABLE_MIN_COLUMNS) return;
  table.properties.dataStack = '';
  for (const row of childElements(body, 'tr')) {
    cellsOf(row).forEach((cell, column) => {
      const parts = headers[column];
      // The first cell titles the card; it needs no label.
      if (column === 0 || !parts) return;
      if (parts.every((part) => typeof part === 'string')) {
        cell.properties.dataLabel = parts.join('').trim();
      } else {
        row.children[row.children.indexOf(cell)] = asJsxCell(cell, parts) as unknown as ElementContent;
      }
    });
  }
}

function visit(node: Root | RootContent | ElementContent): void {
  if (node.type === 'element' && node.tagName === 'table') labelTable(node);
  if ('children' in node) for (const child of node.children) visit(child);
}

export default function rehypeTableLabels() {
  return (tree: Root): void => visit(tree);
}
