import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

/**
 * The small part of Markdown that the API description's descriptions use:
 * paragraphs, bullet and numbered lists, fenced code, inline code, bold,
 * italics and links. It builds React elements (never HTML strings), so a
 * description cannot inject markup, and it keeps a Markdown library out of
 * the client bundle.
 */

type ListBlock = {kind: 'list'; ordered: boolean; items: string[]};

type Block = {kind: 'paragraph'; text: string} | ListBlock | {kind: 'code'; language: string; text: string};

function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // Cast, so that TypeScript does not narrow it to null: the helpers below reassign it.
  let list = null as ListBlock | null;

  const endParagraph = () => {
    if (paragraph.length) {
      blocks.push({kind: 'paragraph', text: paragraph.join(' ')});
      paragraph = [];
    }
  };
  const endList = () => {
    if (list) {
      blocks.push(list);
      list = null;
    }
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fence = /^\s*```\s*([\w-]*)\s*$/.exec(line);
    if (fence) {
      endParagraph();
      endList();
      const code: string[] = [];
      for (index += 1; index < lines.length && !/^\s*```\s*$/.test(lines[index]); index += 1) {
        code.push(lines[index]);
      }
      blocks.push({kind: 'code', language: fence[1] || 'text', text: code.join('\n')});
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const item = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      endParagraph();
      const ordered = item[1] !== undefined;
      if (list?.ordered !== ordered) {
        endList();
        list = {kind: 'list', ordered, items: []};
      }
      list.items.push(item[2]);
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endList();
    // A heading inside a description would break the page's heading order: it becomes a bold line.
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      blocks.push({kind: 'paragraph', text: `**${heading[1]}**`});
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*|<(https:\/\/[^>\s]+)>/g;

const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/|#)/;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, bold, linkText, href, italic, autolink] = match;
    const at = match.index;
    if (at > last) {
      nodes.push(text.slice(last, at));
    }
    const key = at;
    if (code !== undefined) {
      nodes.push(<code key={key}>{code}</code>);
    } else if (bold !== undefined) {
      nodes.push(<strong key={key}>{renderInline(bold)}</strong>);
    } else if (linkText !== undefined) {
      nodes.push(
        SAFE_HREF.test(href) ? (
          <Link key={key} to={href}>
            {renderInline(linkText)}
          </Link>
        ) : (
          <Fragment key={key}>{renderInline(linkText)}</Fragment>
        ),
      );
    } else if (italic !== undefined) {
      nodes.push(<em key={key}>{renderInline(italic)}</em>);
    } else if (autolink !== undefined) {
      nodes.push(
        <Link key={key} to={autolink}>
          {autolink}
        </Link>,
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) {
    nodes.push(text.slice(last));
  }
  return nodes;
}

type Props = {
  text: string | undefined;
  /** Inside a table cell: a single paragraph is rendered without its `<p>`. */
  compact?: boolean;
};

export default function Markdown({text, compact}: Props): ReactNode {
  if (!text?.trim()) {
    return null;
  }
  const blocks = parseBlocks(text);
  const [first] = blocks;
  if (compact && blocks.length === 1 && first.kind === 'paragraph') {
    return renderInline(first.text);
  }
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return <p key={index}>{renderInline(block.text)}</p>;
      case 'code':
        return (
          <CodeBlock key={index} language={block.language}>
            {block.text}
          </CodeBlock>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </List>
        );
      }
    }
  });
}
