import type {ReactNode} from 'react';
import {CopyButton} from './CopyButton';
import styles from './styles.module.css';

/** Code under a bar with its title and a Copy button, as the site's samples show code. */
export function CodeBlock({
  title,
  text,
  copyLabel,
  data,
}: {
  title: string;
  text: string;
  /** The Copy button's accessible name, which tells it from the panel's other Copy buttons. */
  copyLabel: string;
  /** The block's `data-try-it-code`, by which tests find it. */
  data: string;
}): ReactNode {
  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span>{title}</span>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre tabIndex={0} data-try-it-code={data}>
        {text}
      </pre>
    </div>
  );
}
