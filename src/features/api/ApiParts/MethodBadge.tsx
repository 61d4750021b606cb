import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '@site/src/features/api/openapi';
import styles from './styles.module.css';

/** The HTTP method as text on a tinted badge; the colour only repeats what the text says. */
export default function MethodBadge({method}: {method: HttpMethod}): ReactNode {
  return <span className={clsx(styles.method, styles[method])}>{method.toUpperCase()}</span>;
}

/** `POST /checkouts`: the method and the path relative to the server's base URL. */
export function Signature({method, path}: {method: HttpMethod; path: string}): ReactNode {
  return (
    <p className={styles.signature}>
      <MethodBadge method={method} /> <code className={styles.path}>{path}</code>
    </p>
  );
}
