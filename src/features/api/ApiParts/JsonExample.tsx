import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useInReference} from './reference';
import styles from './styles.module.css';

/**
 * A JSON value as a code block; the title labels it. Guides highlight it. The
 * full reference shows about a hundred examples on one page, so there it is a
 * plain block: highlighting writes a styled element per token, which would
 * double the page's size and the work a phone does to show it.
 */
export default function JsonExample({value, title}: {value: unknown; title: string}): ReactNode {
  const json = JSON.stringify(value, null, 2);
  if (useInReference()) {
    return (
      <figure className={styles.plainExample}>
        <figcaption>{title}</figcaption>
        <pre tabIndex={0} className="language-json">
          <code className="language-json">{json}</code>
        </pre>
      </figure>
    );
  }
  return (
    <CodeBlock language="json" title={title}>
      {json}
    </CodeBlock>
  );
}
