import {useState, type ReactNode} from 'react';
import {useSeen} from '@site/src/lib/useSeen';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The original's own module: the same file gives the same class names, so the plain block is laid out as the highlighted one.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Highlights a code block only once it nears the viewport. Until then it is
 * the same code as plain text in the same box: one element instead of one per
 * token. The API guides carry dozens of samples in four languages, mostly in
 * hidden tabs, and highlighting them all at load wrote about 18,000 elements
 * per page. The text is the same either way, so search, the Markdown twin,
 * find-in-page and copying see every line.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const [element, setElement] = useState<HTMLPreElement | null>(null);
  const seen = useSeen(element);
  if (seen) {
    return <Content {...props} />;
  }
  return (
    <pre
      ref={(node) => {
        // The theme's word-wrap button measures the block through this ref, which the original sets the same way.
        // eslint-disable-next-line react-hooks/immutability
        wordWrap.codeBlockRef.current = node;
        setElement(node);
      }}
      // Focusable, as the original is, so a keyboard can scroll a long line.
      tabIndex={0}
      className={clsx(
        props.className,
        styles.codeBlock,
        'thin-scrollbar',
        'prism-code',
        `language-${metadata.language}`,
      )}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}
