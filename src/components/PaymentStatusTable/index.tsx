import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {paymentStatuses} from '@site/src/data/product';

/** Every payment status with its meaning, from the product data file. */
export default function PaymentStatusTable(): ReactNode {
  return (
    <DataTable
      rows={paymentStatuses}
      rowKey={(status) => status.id}
      columns={[
        {header: 'Status', cell: (status) => <code>{status.id}</code>, nowrap: true},
        {header: 'What it means', cell: (status) => status.meaning},
        {header: 'Final', cell: (status) => (status.final ? 'Yes' : 'No')},
      ]}
    />
  );
}
