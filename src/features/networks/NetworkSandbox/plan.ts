import {issuedAddressFormat, tokensOf, type AddressFormat, type Network} from '../../../data/networks';

/** What a network guide tells a developer about testing on the sandbox and moving to live, from the data file. */
export type SandboxPlan = {
  /** What a test wallet must be set to: the sandbox's test network, or the chain of it that Coinloom uses. */
  walletNetwork: string;
  /** The chain ids a payer signs for, on EVM networks only. */
  chainIds?: {sandbox: number; live: number};
  /** The network's other public test networks, which the sandbox does not use. */
  otherTestNetworks: readonly string[];
  /** The network's tokens, whose decimals a payer's code reads per network. */
  testTokens: readonly string[];
  /** The deposit-address formats of the two environments, where they differ; otherwise the addresses look alike. */
  depositAddresses?: {sandbox: AddressFormat; live: AddressFormat};
};

export function sandboxPlanOf(network: Network): SandboxPlan {
  const sandboxFormat = issuedAddressFormat(network, 'testnet');
  const liveFormat = issuedAddressFormat(network, 'mainnet');
  return {
    walletNetwork: network.sandboxChain ?? network.sandboxNetwork,
    ...(network.chainId && {chainIds: {sandbox: network.chainId.testnet, live: network.chainId.mainnet}}),
    otherTestNetworks: network.testNetwork.split(' or ').filter((name) => name !== network.sandboxNetwork),
    testTokens: tokensOf(network).map((token) => token.symbol),
    ...(sandboxFormat !== liveFormat && {depositAddresses: {sandbox: sandboxFormat, live: liveFormat}}),
  };
}
