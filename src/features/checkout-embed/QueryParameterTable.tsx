import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {checkoutQueryParameters} from '@site/src/data/payButton';
import styles from './styles.module.css';

/** The query parameters a hosted checkout page reads from its address. */
export default function QueryParameterTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={checkoutQueryParameters}
        scrollLabel="Checkout page query parameters"
        rowKey={(parameter) => parameter.name}
        columns={[
          {header: 'Parameter', cell: (parameter) => <code>{parameter.name}</code>, nowrap: true},
          {header: 'Read by', cell: (parameter) => parameter.readBy},
          {header: 'Values', cell: (parameter) => parameter.values},
          {header: 'What it does', cell: (parameter) => parameter.does},
        ]}
      />
    </div>
  );
}
