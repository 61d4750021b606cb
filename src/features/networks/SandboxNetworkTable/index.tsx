import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {networks} from '@site/src/data/networks';

/** The test network the sandbox uses for each network, from the networks data file. */
export default function SandboxNetworkTable(): ReactNode {
  return (
    <DataTable
      rows={networks}
      rowKey={(network) => network.id}
      columns={[
        {header: 'Network', cell: (network) => network.name},
        {header: 'Sandbox test network', cell: (network) => network.sandboxNetwork},
        {header: 'Test chain id', cell: (network) => ('chainId' in network ? network.chainId.testnet : 'none')},
      ]}
    />
  );
}
