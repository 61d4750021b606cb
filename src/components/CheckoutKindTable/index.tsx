import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {checkoutKinds} from '@site/src/data/product';

/** The checkout kinds, from the product data file. */
export default function CheckoutKindTable(): ReactNode {
  return (
    <DataTable
      rows={checkoutKinds}
      rowKey={(kind) => kind.id}
      columns={[
        {header: 'Kind', cell: (kind) => kind.label},
        {header: 'API value', cell: (kind) => <code>{kind.id}</code>, nowrap: true},
        {header: 'What it does', cell: (kind) => kind.summary},
      ]}
    />
  );
}
