import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineList from '@site/src/components/InlineList';
import {anchors, referencePath} from '@site/src/features/api/anchors';
import {appHeader} from '@site/src/data/app';
import {urls} from '@site/src/data/product';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {sandboxPlanOf} from './plan';

/** Where the developers' concepts explain the two environments. */
const environmentsPath = '/for-developers/general-concepts-about-coinloom/#choose-an-environment';

/** Where a merchant's accepted assets are changed. */
const acceptedAssetsPath = '/functional/merchants/how-to-edit-a-merchant/#change-the-accepted-assets';

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/**
 * How to test payments on one network in the sandbox: the test network and its chain id, the asset symbols, the
 * wallet, the faucet, the test tokens, and whether sandbox and live addresses can be told apart. A guide adds below it
 * only what is its network's own.
 */
export default function NetworkSandbox({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  const {walletNetwork, chainIds, otherTestNetworks, testTokens, depositAddresses} = sandboxPlanOf(network);
  return (
    <>
      <p>
        The <Link to={environmentsPath}>sandbox</Link> (the <strong>{appHeader.sandboxSwitch}</strong> switch in the app
        header, or <code>{urls.apiSandbox}</code> with a sandbox key) runs {network.name} on {network.sandboxNetwork}
        {chainIds && <>, chain id {chainIds.sandbox}</>}
        {otherTestNetworks.length > 0 && (
          <>
            , not on <InlineList items={otherTestNetworks} conjunction="or" />: test coins on one never arrive on{' '}
            {otherTestNetworks.length === 1 ? 'the other' : 'another'}
          </>
        )}
        . Assets keep their live symbols there, such as <code>{network.native.symbol}</code>, whatever{' '}
        {network.sandboxNetwork} calls its coin.
      </p>
      <ol>
        <li>
          In the sandbox, in your merchant&apos;s{' '}
          <Link to={acceptedAssetsPath}>
            <strong>Accepted assets and networks</strong>
          </Link>
          , select every {network.name} asset that the API example below lists: a checkout that lists an asset the
          merchant does not accept in <code>accepted_assets</code> fails with <code>unsupported_asset</code>.
        </li>
        <li>
          Set your test wallet to {walletNetwork}
          {chainIds && <> and check that it shows chain id {chainIds.sandbox}</>}.
        </li>
        <li>
          Get test coins from a public {network.sandboxNetwork} faucet, and pay in <code>{network.native.symbol}</code>,
          which every faucet gives.
          {testTokens.length > 0 && (
            <>
              {' '}
              A payment in <InlineList items={testTokens} conjunction="or" /> goes through the same statuses and
              callbacks; your code still reads each token&apos;s decimals per network, on the sandbox from{' '}
              <Link to={`${referencePath}#${anchors.operation('listAssets')}`}>
                <code>GET /public/assets</code>
              </Link>
              .
            </>
          )}
        </li>
        <li>
          Create a sandbox checkout on <code>{network.id}</code> (the API example below shows the request), pay it from
          your test wallet, and follow each status and callback your system receives.
        </li>
      </ol>
      <p>
        Test networks keep their own pace, with pauses and bursts of blocks: test how you handle each status there, not
        your timeouts.
        {depositAddresses ? (
          <>
            {' '}
            Sandbox deposit addresses are in the {depositAddresses.sandbox.name} format:{' '}
            {depositAddresses.sandbox.description}.
          </>
        ) : (
          <> Sandbox and live addresses look alike, so keep the two environments in separate configuration.</>
        )}
      </p>
    </>
  );
}
