import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@site/src/lib/codeBlocks';
import {anchors, referencePath} from '@site/src/features/api/anchors';
import type {RequestExample} from '@site/src/features/api/dataModules';
import createCheckout from '@generated/coinloom-api-description/default/request-example/createCheckout.json';
import validateAddress from '@generated/coinloom-api-description/default/request-example/validateAddress.json';
import {urls} from '@site/src/data/product';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {sandboxPlanOf} from '../NetworkSandbox/plan';
import InlineList from '@site/src/components/InlineList';
import {exampleForNetwork, isSigned} from './forNetwork';
import styles from './styles.module.css';

/** The operations a network guide shows, in the order an integration calls them. */
const operations = [
  {id: 'createCheckout', lead: 'Create a checkout that accepts payment on this network'},
  {id: 'validateAddress', lead: 'Check an address on this network before you send to it'},
] as const;

/** Method, path and first request example of each operation above, and nothing else of the description. */
const described = {createCheckout, validateAddress} satisfies Record<(typeof operations)[number]['id'], RequestExample>;

/** Where the API architecture page lists the headers a request needs, and how to sign one. */
const architecturePath = '/for-developers/api/api-architecture/';

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/**
 * The request examples of the API description, rewritten with one network's
 * id, an asset Coinloom accepts there and an address in the sandbox's format
 * (where they are sent), each with its method and path, and what changes when
 * the same requests go live.
 */
export default function NetworkApiExample({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  const {chainIds, depositAddresses} = sandboxPlanOf(network);
  const shown = operations.map(({id: operationId}) => described[operationId]);
  const signatureOf = ({method, path}: {method: string; path: string}) => `${method.toUpperCase()} ${path}`;
  const signed = shown.filter(({path}) => isSigned(path)).map(signatureOf);
  const unsigned = shown.filter(({path}) => !isSigned(path)).map(signatureOf);
  return (
    <div className={styles.examples}>
      {operations.map(({id: operationId, lead}) => {
        const {method, path, example} = described[operationId];
        const signature = signatureOf({method, path});
        return (
          <div key={operationId}>
            <p className={styles.lead}>
              {lead}: <code>{signature}</code> (
              <Link to={`${referencePath}#${anchors.operation(operationId)}`}>reference</Link>).
            </p>
            <CodeBlock language="json" title={`Request body: ${signature}`}>
              {JSON.stringify(exampleForNetwork(example, network, 'testnet'), null, 2)}
            </CodeBlock>
          </div>
        );
      })}
      <p>
        Send these requests to <code>{urls.apiSandbox}</code> with the{' '}
        <Link to={`${architecturePath}#send-the-right-headers`}>headers they need</Link>: an{' '}
        <code>Idempotency-Key</code> on every <code>POST</code>
        {signed.length > 0 && (
          <>
            , and on <InlineList items={signed} as="code" /> the signing headers of a sandbox key (
            <Link to={`${architecturePath}#sign-a-request`}>how</Link>)
          </>
        )}
        {unsigned.length > 0 && (
          <>
            ; <InlineList items={unsigned} as="code" /> {unsigned.length === 1 ? 'takes' : 'take'} no key
          </>
        )}
        . To go live, send the same requests to <code>{urls.apiLive}</code>
        {signed.length > 0 && <>, signed with a live key</>}
        {chainIds && (
          <>
            ; payers then sign for chain id {chainIds.live} instead of {chainIds.sandbox}
          </>
        )}
        {depositAddresses && (
          <>
            ; the <code>address</code> to check is then a live one, not the sandbox form shown above, and live deposit
            addresses are in the {depositAddresses.live.name} format: {depositAddresses.live.description}
          </>
        )}
        .
      </p>
    </div>
  );
}
