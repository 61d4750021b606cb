import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {fees} from '@site/src/data/product';

/** Every fee, when it arises, who pays it and where its amount is shown, from the product data file. */
export default function FeeTable(): ReactNode {
  return (
    <DataTable
      rows={fees}
      rowKey={(fee) => fee.name}
      columns={[
        {header: 'Fee', cell: (fee) => fee.name},
        {header: 'When it arises', cell: (fee) => fee.when},
        {header: 'Who pays', cell: (fee) => fee.paidBy, nowrap: true},
        {header: 'Where you see the amount', cell: (fee) => fee.shown},
      ]}
    />
  );
}
