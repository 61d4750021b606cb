import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {api} from '@site/src/features/api/openapi';

/** The API's base URLs (live and sandbox), from the description's `servers`. */
export default function ApiServers(): ReactNode {
  return (
    <DataTable
      rows={api.servers}
      rowKey={(server) => server.url}
      scrollLabel="API servers"
      columns={[
        {header: 'Environment', cell: (server) => server.description ?? server.url},
        {header: 'Base URL', cell: (server) => <code>{server.url}</code>, nowrap: true},
      ]}
    />
  );
}
