import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {assetDetails, getNetwork, smallestUnitValue, type Network, type NetworkId} from '@site/src/data/networks';
import {describeFinality, describeTypicalTime} from '@site/src/features/networks/describe';
import styles from './styles.module.css';

type Fact = {label: string; value: ReactNode};

/** Where the specification compares every network. */
const comparisonPath = '/what-is-coinloom/specification/#networks-and-assets';

function List({items}: {items: readonly ReactNode[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function factsOf(network: Network): Fact[] {
  const {native} = network;
  const facts: (Fact | false | undefined)[] = [
    {label: 'Network id in the API', value: <code>{network.id}</code>},
    {label: 'Kind', value: network.kind},
    {
      label: 'Native coin',
      value: `${native.symbol}${native.name === native.symbol ? '' : ` (${native.name})`}, ${native.decimals} decimals`,
    },
    {
      label: 'Smallest unit',
      value: `1 ${native.smallestUnit} = ${smallestUnitValue(network)} ${native.symbol}`,
    },
    network.chainId && {
      label: 'Chain id',
      value: `${network.chainId.mainnet} on the main network, ${network.chainId.testnet} on ${network.sandboxNetwork}`,
    },
    network.ss58Prefix !== undefined && {label: 'SS58 address prefix', value: network.ss58Prefix},
    {label: 'Test networks', value: network.testNetwork},
    {label: 'Coinloom sandbox runs on', value: network.sandboxNetwork},
    {
      label: 'Address formats',
      value: (
        <List
          items={network.addressFormats.map((format) => (
            <>
              {format.name}
              <span className={styles.detail}>
                {format.usedOn === 'testnet' && ', test networks'}
                {format.issuedByCoinloom && ', Coinloom deposit addresses'}
              </span>
            </>
          ))}
        />
      ),
    },
    {
      label: 'Assets Coinloom accepts',
      value: (
        <List
          items={network.assets.map((asset) => (
            <>
              {asset.symbol}
              <span className={styles.detail}>, {assetDetails(asset)}</span>
            </>
          ))}
        />
      ),
    },
    network.existentialDeposit && {
      label: 'Existential deposit',
      value: `${network.existentialDeposit.amount} ${native.symbol} on ${network.existentialDeposit.chain} (checked ${network.existentialDeposit.checked}; the chain can change it)`,
    },
    network.tokens.length > 0 &&
      network.explorer !== undefined && {
        label: 'Token contracts and ids',
        value: `Take them from ${network.explorer}, never from a message or a search result`,
      },
    {label: 'Counts as paid after', value: describeFinality(network)},
    {label: 'Typical time to paid', value: describeTypicalTime(network)},
  ];
  return facts.filter((fact): fact is Fact => Boolean(fact));
}

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/** One network's facts from the networks data file, with a link to the comparison of all networks. */
export default function NetworkFacts({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  return (
    <figure className={styles.facts}>
      <DataTable
        rows={factsOf(network)}
        rowKey={(fact) => fact.label}
        columns={[
          {header: 'Fact', cell: (fact) => fact.label},
          {header: network.name, cell: (fact) => fact.value},
        ]}
      />
      <figcaption className={styles.caption}>
        {network.name} at a glance. <Link to={comparisonPath}>Compare all supported networks</Link>.
      </figcaption>
    </figure>
  );
}
