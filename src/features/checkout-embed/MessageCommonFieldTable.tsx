import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {commonMessageFields} from '@site/src/data/payButton';

/** The fields every message from a checkout page carries. */
export default function MessageCommonFieldTable(): ReactNode {
  return (
    <DataTable
      rows={commonMessageFields}
      rowKey={(field) => field.name}
      columns={[
        {header: 'Field', cell: (field) => <code>{field.name}</code>, nowrap: true},
        {header: 'Type', cell: (field) => field.type},
        {header: 'Value', cell: (field) => field.description},
      ]}
    />
  );
}
