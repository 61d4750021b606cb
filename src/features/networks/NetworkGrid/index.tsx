import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {networkGuidePath, networks, tokensOf, type Network} from '@site/src/data/networks';
import styles from './styles.module.css';

function Tile({network}: {network: Network}): ReactNode {
  const tokens = tokensOf(network).map((asset) => asset.symbol);
  const name = <Link to={networkGuidePath(network)}>{network.name}</Link>;
  return (
    <li className={styles.tile}>
      <span className={styles.name}>{name}</span>
      <span className={styles.assets}>{[network.native.symbol, ...tokens].join(' · ')}</span>
    </li>
  );
}

/** The supported networks at a glance, with the assets Coinloom accepts on each. */
export default function NetworkGrid(): ReactNode {
  return (
    <ul className={styles.grid} aria-label={`${networks.length} supported networks`}>
      {networks.map((network) => (
        <Tile key={network.id} network={network} />
      ))}
    </ul>
  );
}
