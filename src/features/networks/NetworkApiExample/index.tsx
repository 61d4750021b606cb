import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {anchors, getOperation, mediaExamples, referencePath, requestBodyOf} from '@site/src/features/api/openapi';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {exampleForNetwork} from './forNetwork';
import styles from './styles.module.css';

/** The operations a network guide shows, in the order an integration calls them. */
const operations = [
  {id: 'createCheckout', lead: 'Create a checkout that accepts payment on this network'},
  {id: 'validateAddress', lead: 'Check an address on this network before you send to it'},
] as const;

function requestExample(operationId: string): unknown {
  const [example] = mediaExamples(requestBodyOf(getOperation(operationId).operation));
  if (!example) {
    throw new Error(`The API description has no request example for "${operationId}".`);
  }
  return example.value;
}

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
        const {method, path} = getOperation(operationId);
        const signature = `${method.toUpperCase()} ${path}`;
        return (
          <section key={operationId}>
            <p className={styles.lead}>
              {lead}: <code>{signature}</code> (
              <Link to={`${referencePath}#${anchors.operation(operationId)}`}>reference</Link>).
            </p>
            <CodeBlock language="json" title={`Request body: ${signature}`}>
              {JSON.stringify(exampleForNetwork(requestExample(operationId), network), null, 2)}
            </CodeBlock>
          </section>
        );
      })}
    </div>
  );
}
