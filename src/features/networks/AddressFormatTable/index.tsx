import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {getNetwork, type AddressFormat, type NetworkId} from '@site/src/data/networks';
import styles from './styles.module.css';

const usedOn: Record<AddressFormat['usedOn'], string> = {
  mainnet: 'Main network',
  testnet: 'Test networks',
  both: 'Main and test networks',
};

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/** A network's address formats with the pattern each one matches, from the networks data file. */
export default function AddressFormatTable({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  return (
    <DataTable
      rows={network.addressFormats}
      rowKey={(format) => format.name}
      scrollLabel={`${network.name} address formats`}
      columns={[
        {header: 'Format', cell: (format) => format.name},
        {header: 'What it looks like', cell: (format) => format.description},
        {
          header: 'Used on',
          cell: (format) => (
            <>
              {usedOn[format.usedOn]}
              {format.issuedByCoinloom && (
                <>
                  <br />
                  <span className={styles.issued}>Coinloom deposit addresses</span>
                </>
              )}
            </>
          ),
        },
        {header: 'Shape pattern', cell: (format) => <code className={styles.pattern}>{format.pattern}</code>},
      ]}
    />
  );
}
