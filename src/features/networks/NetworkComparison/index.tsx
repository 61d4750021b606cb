import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {assetDetails, networkGuidePath, networks, type Network} from '@site/src/data/networks';
import {describeFinality, describeTypicalTime} from '@site/src/features/networks/describe';
import styles from './styles.module.css';

/** The network's name, a link to its guide, over its id in the API. */
function NetworkName({network}: {network: Network}): ReactNode {
  return (
    <>
      <Link to={networkGuidePath(network)}>{network.name}</Link>
      <br />
      <code>{network.id}</code>
    </>
  );
}

function Assets({network}: {network: Network}): ReactNode {
  return (
    <ul className={styles.assets}>
      {network.assets.map((asset) => (
        <li key={asset.symbol}>
          {asset.symbol}
          {asset.standard !== 'native' && <span className={styles.detail}> {assetDetails(asset)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Every supported network side by side, from the networks data file. */
export default function NetworkComparison(): ReactNode {
  return (
    <DataTable
      rows={networks}
      rowKey={(network) => network.id}
      scrollLabel="Supported networks compared"
      columns={[
        {header: 'Network and its id', cell: (network) => <NetworkName network={network} />},
        {header: 'Kind', cell: (network) => network.kind},
        {header: 'Native coin', cell: (network) => `${network.native.symbol} (${network.native.decimals} decimals)`},
        {header: 'Accepted assets', cell: (network) => <Assets network={network} />},
        {header: 'Counts as paid after', cell: (network) => describeFinality(network)},
        {header: 'Typical time to paid', cell: (network) => describeTypicalTime(network)},
      ]}
    />
  );
}
