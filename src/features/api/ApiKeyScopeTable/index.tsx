import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {apiKeyScopes} from '@site/src/data/product';

/** The scopes an API key can carry, from the product data file. */
export default function ApiKeyScopeTable(): ReactNode {
  return (
    <DataTable
      rows={apiKeyScopes}
      rowKey={(scope) => scope.id}
      columns={[
        {header: 'Scope', cell: (scope) => <code>{scope.id}</code>, nowrap: true},
        {header: 'What it allows', cell: (scope) => scope.grants},
      ]}
    />
  );
}
