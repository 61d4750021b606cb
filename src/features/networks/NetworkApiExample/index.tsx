import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {anchors, referencePath} from '@site/src/features/api/anchors';
import examples from '@site/static/openapi.yaml?requestExamples=createCheckout,validateAddress';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {exampleForNetwork} from './forNetwork';
import styles from './styles.module.css';

/** The operations a network guide shows, in the order an integration calls them. */
const operations = [
  {id: 'createCheckout', lead: 'Create a checkout that accepts payment on this network'},
  {id: 'validateAddress', lead: 'Check an address on this network before you send to it'},
] as const;

/** Method, path and first request example of each operation above, and nothing else of the description. */
const described = examples as Record<
  (typeof operations)[number]['id'],
  {method: string; path: string; example: unknown}
>;

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/**
 * The request examples of the API description, rewritten with one network's
 * id and an asset Coinloom accepts there, each with its method and path.
 */
export default function NetworkApiExample({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  return (
    <div className={styles.examples}>
      {operations.map(({id: operationId, lead}) => {
        const {method, path, example} = described[operationId];
        const signature = `${method.toUpperCase()} ${path}`;
        return (
          <div key={operationId}>
            <p className={styles.lead}>
              {lead}: <code>{signature}</code> (
              <Link to={`${referencePath}#${anchors.operation(operationId)}`}>reference</Link>).
            </p>
            <CodeBlock language="json" title={`Request body: ${signature}`}>
              {JSON.stringify(exampleForNetwork(example, network), null, 2)}
            </CodeBlock>
          </div>
        );
      })}
    </div>
  );
}
