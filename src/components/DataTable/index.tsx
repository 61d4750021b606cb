import type {ReactNode} from 'react';
import clsx from 'clsx';
import {STACKED_TABLE_MIN_COLUMNS} from '@site/src/lib/stackedTable';
import styles from './styles.module.css';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keep the cell on one line (identifiers, short values). */
  nowrap?: boolean;
};

type Props<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row and is marked as its header. */
  columns: readonly [Column<Row>, ...Column<Row>[]];
  /** Wide tables scroll sideways inside a focusable region with this name. */
  scrollLabel?: string;
  /** Rows to keep out of view for now (folded detail); they stay in the page's HTML. */
  isRowHidden?: (row: Row) => boolean;
};

/**
 * A table of rows from a data file. The components that show a data file as
 * a table (statuses, fees, networks…) each only say which columns to show.
 */
export default function DataTable<Row>({rows, rowKey, columns, scrollLabel, isRowHidden}: Props<Row>): ReactNode {
  const [first, ...rest] = columns;
  // On a phone, wide tables become a card per row, each value under its column's name (src/css/blocks.css).
  const stack = columns.length >= STACKED_TABLE_MIN_COLUMNS;
  const table = (
    <table className={clsx(scrollLabel && styles.wide)} data-stack={stack ? '' : undefined}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} hidden={isRowHidden?.(row)}>
            <th scope="row" className={clsx(first.nowrap && styles.nowrap)}>
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td
                key={column.header}
                className={clsx(column.nowrap && styles.nowrap)}
                data-label={stack ? column.header : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrollLabel) {
    return table;
  }
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={scrollLabel}>
      {table}
    </div>
  );
}
