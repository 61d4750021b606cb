import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {checkoutMessages} from '@site/src/data/payButton';
import FieldList from './FieldList';
import styles from './styles.module.css';

/** Every message a checkout page posts to the page that framed or opened it. */
export default function CheckoutMessageTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={checkoutMessages}
        rowKey={(message) => message.type}
        scrollLabel="Checkout page messages"
        columns={[
          {header: 'Type', cell: (message) => <code>{message.type}</code>, nowrap: true},
          {header: 'When', cell: (message) => message.when},
          {header: 'Other fields', cell: (message) => <FieldList fields={message.fields} />},
        ]}
      />
    </div>
  );
}
