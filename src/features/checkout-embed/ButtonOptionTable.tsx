import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {buttonOptionDocs} from '@site/src/data/payButton';
import styles from './styles.module.css';

/** Every option of the button: where it sits in the snippet, its values and its default. */
export default function ButtonOptionTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={buttonOptionDocs}
        rowKey={(option) => option.name}
        scrollLabel="Button options"
        columns={[
          {header: 'Option', cell: (option) => option.name},
          {header: 'Set in', cell: (option) => option.setIn},
          {
            header: 'Values',
            cell: (option) => (
              <ul className={styles.fieldList}>
                {option.values.map((entry) => (
                  <li key={entry.value}>
                    <code>{entry.value}</code>: {entry.means}
                  </li>
                ))}
              </ul>
            ),
          },
          {header: 'Default', cell: (option) => <code>{option.default}</code>, nowrap: true},
        ]}
      />
    </div>
  );
}
