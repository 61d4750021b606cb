import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {frameSandbox} from '@site/src/data/payButton';
import styles from './styles.module.css';

/** The sandbox tokens of the checkout iframe, and why each is there. */
export default function FrameSandboxTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={frameSandbox}
        scrollLabel="Iframe sandbox tokens"
        rowKey={(entry) => entry.token}
        columns={[
          {header: 'Token', cell: (entry) => <code>{entry.token}</code>, nowrap: true},
          {header: 'Why the checkout page needs it', cell: (entry) => entry.why},
        ]}
      />
    </div>
  );
}
