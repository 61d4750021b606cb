import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {anchors, type ErrorEntry} from '@site/src/features/api/openapi';
import Markdown from './Markdown';
import {AnchorTarget, useReferenceHref} from './reference';
import styles from './styles.module.css';

type Props = {
  entries: readonly ErrorEntry[];
  /** Names the table's scrolling region; unique on the page. */
  label: string;
  /** The reference's catalogue: each code is the target of `#error-<code>`. */
  anchored?: boolean;
};

/** Code, HTTP status, meaning and what to do, for each error code given. */
export default function ErrorsTable({entries, label, anchored}: Props): ReactNode {
  const href = useReferenceHref();
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.code}
      scrollLabel={label}
      columns={[
        {
          header: 'Code',
          cell: (entry) =>
            anchored ? (
              <AnchorTarget id={anchors.error(entry.code)}>
                <code>{entry.code}</code>
              </AnchorTarget>
            ) : (
              <Link to={href(anchors.error(entry.code))}>
                <code>{entry.code}</code>
              </Link>
            ),
          nowrap: true,
        },
        {header: 'HTTP status', cell: (entry) => entry.status},
        {
          header: 'Meaning',
          cell: (entry) => (
            <div className={styles.cell}>
              <Markdown text={entry.meaning} compact />
            </div>
          ),
        },
        // The column appears once the catalogue says what to do about some code.
        ...(entries.some((entry) => entry.action)
          ? [
              {
                header: 'What to do',
                cell: (entry: ErrorEntry) => (
                  <div className={styles.cell}>
                    <Markdown text={entry.action} compact />
                  </div>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
