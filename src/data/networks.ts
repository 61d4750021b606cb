/**
 * The fifteen networks Coinloom supports: public facts from the networks
 * research and Coinloom's own confirmation policy. The landing page, the
 * specification page and (later) every network guide read this file.
 */

export type NetworkFamily = 'utxo' | 'evm' | 'substrate' | 'solana' | 'ton' | 'tron';

export type Asset = {
  symbol: string;
  /** Token standard on this network, or 'native' for the network's own coin. */
  standard: string;
  decimals: number;
  note?: string;
};

export type Finality =
  /** Coinloom waits for this many confirmations; the block that includes the payment is the first. */
  | {rule: 'confirmations'; count: number}
  /** Coinloom waits until the network itself marks the block final. */
  | {rule: 'finalized'; mechanism: string};

export type Network = {
  /** The id used in routes and in the API's `network` field. */
  id: string;
  name: string;
  family: NetworkFamily;
  kind: string;
  native: {symbol: string; name: string; decimals: number; smallestUnit?: string};
  chainId?: {mainnet: number; testnet: number};
  ss58Prefix?: number;
  /** The public test networks of this network. */
  testNetwork: string;
  /** The one test network Coinloom's sandbox runs on. */
  sandboxNetwork: string;
  addressFormats: string;
  /** Assets Coinloom accepts on this network, the native coin first. */
  assets: readonly Asset[];
  /** Coinloom's policy: when a payment on this network counts as paid. */
  finality: Finality;
  /** Typical minutes from broadcast to `paid` under that policy. */
  typicalMinutesToPaid: number;
};

const stable = (symbol: string, standard: string, decimals: number, note?: string): Asset =>
  note ? {symbol, standard, decimals, note} : {symbol, standard, decimals};

export const networks = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    family: 'utxo',
    kind: 'UTXO, proof of work',
    native: {symbol: 'BTC', name: 'bitcoin', decimals: 8, smallestUnit: 'sat'},
    testNetwork: 'testnet4 or signet',
    sandboxNetwork: 'testnet4',
    addressFormats: 'bech32 bc1q… (P2WPKH), bech32m bc1p… (Taproot), legacy 1… and 3…; test networks use tb1…',
    assets: [{symbol: 'BTC', standard: 'native', decimals: 8}],
    finality: {rule: 'confirmations', count: 2},
    typicalMinutesToPaid: 20,
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    family: 'evm',
    kind: 'EVM layer 1, proof of stake',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 1, testnet: 11155111},
    testNetwork: 'Sepolia',
    sandboxNetwork: 'Sepolia',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'ETH', standard: 'native', decimals: 18},
      stable('USDT', 'ERC-20', 6),
      stable('USDC', 'ERC-20', 6),
    ],
    finality: {rule: 'confirmations', count: 12},
    typicalMinutesToPaid: 3,
  },
  {
    id: 'bsc',
    name: 'BNB Smart Chain',
    family: 'evm',
    kind: 'EVM layer 1',
    native: {symbol: 'BNB', name: 'BNB', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 56, testnet: 97},
    testNetwork: 'BSC testnet',
    sandboxNetwork: 'BSC testnet',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'BNB', standard: 'native', decimals: 18},
      stable('USDT', 'BEP-20', 18, '18 decimals on this network, not 6'),
      stable('USDC', 'BEP-20', 18, '18 decimals on this network, not 6'),
    ],
    finality: {rule: 'confirmations', count: 15},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'polygon',
    name: 'Polygon PoS',
    family: 'evm',
    kind: 'EVM chain',
    native: {symbol: 'POL', name: 'POL (formerly MATIC)', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 137, testnet: 80002},
    testNetwork: 'Amoy',
    sandboxNetwork: 'Amoy',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'POL', standard: 'native', decimals: 18},
      stable('USDT', 'ERC-20', 6),
      stable('USDC', 'ERC-20', 6, 'native USDC'),
    ],
    finality: {rule: 'confirmations', count: 64},
    typicalMinutesToPaid: 3,
  },
  {
    id: 'arbitrum',
    name: 'Arbitrum One',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 42161, testnet: 421614},
    testNetwork: 'Arbitrum Sepolia',
    sandboxNetwork: 'Arbitrum Sepolia',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'ETH', standard: 'native', decimals: 18},
      stable('USDT', 'ERC-20', 6),
      stable('USDC', 'ERC-20', 6, 'native USDC'),
    ],
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'optimism',
    name: 'OP Mainnet',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup (OP Stack)',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 10, testnet: 11155420},
    testNetwork: 'OP Sepolia',
    sandboxNetwork: 'OP Sepolia',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'ETH', standard: 'native', decimals: 18},
      stable('USDT', 'ERC-20', 6),
      stable('USDC', 'ERC-20', 6, 'native USDC'),
    ],
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'blast',
    name: 'Blast',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup (OP Stack) with native yield',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 81457, testnet: 168587773},
    testNetwork: 'Blast Sepolia',
    sandboxNetwork: 'Blast Sepolia',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'ETH', standard: 'native', decimals: 18},
      stable('USDB', 'ERC-20', 18, "Blast's native stablecoin"),
    ],
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'avalanche',
    name: 'Avalanche C-Chain',
    family: 'evm',
    kind: 'EVM chain of Avalanche',
    native: {symbol: 'AVAX', name: 'AVAX', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 43114, testnet: 43113},
    testNetwork: 'Fuji',
    sandboxNetwork: 'Fuji',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [
      {symbol: 'AVAX', standard: 'native', decimals: 18},
      stable('USDT', 'ERC-20', 6),
      stable('USDC', 'ERC-20', 6, 'native USDC'),
    ],
    finality: {rule: 'confirmations', count: 5},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'fantom',
    name: 'Fantom Opera',
    family: 'evm',
    kind: 'EVM chain',
    native: {symbol: 'FTM', name: 'FTM', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 250, testnet: 4002},
    testNetwork: 'Fantom testnet',
    sandboxNetwork: 'Fantom testnet',
    addressFormats: '0x followed by 40 hex characters, EIP-55 checksum',
    assets: [{symbol: 'FTM', standard: 'native', decimals: 18}],
    finality: {rule: 'confirmations', count: 5},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'moonbeam',
    name: 'Moonbeam',
    family: 'evm',
    kind: 'EVM parachain of Polkadot',
    native: {symbol: 'GLMR', name: 'GLMR', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 1284, testnet: 1287},
    testNetwork: 'Moonbase Alpha',
    sandboxNetwork: 'Moonbase Alpha',
    addressFormats: '0x followed by 40 hex characters (Ethereum-style H160)',
    assets: [{symbol: 'GLMR', standard: 'native', decimals: 18}],
    finality: {rule: 'confirmations', count: 10},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'polkadot',
    name: 'Polkadot',
    family: 'substrate',
    kind: 'Substrate relay chain, assets on Asset Hub',
    native: {symbol: 'DOT', name: 'DOT', decimals: 10, smallestUnit: 'planck'},
    ss58Prefix: 0,
    testNetwork: 'Westend or Paseo',
    sandboxNetwork: 'Paseo',
    addressFormats: 'SS58 with prefix 0, starts with 1',
    assets: [
      {symbol: 'DOT', standard: 'native', decimals: 10},
      stable('USDT', 'Asset Hub asset', 6),
      stable('USDC', 'Asset Hub asset', 6),
    ],
    finality: {rule: 'finalized', mechanism: 'GRANDPA finality'},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'kusama',
    name: 'Kusama',
    family: 'substrate',
    kind: 'Substrate relay chain, assets on Asset Hub',
    native: {symbol: 'KSM', name: 'KSM', decimals: 12, smallestUnit: 'planck'},
    ss58Prefix: 2,
    testNetwork: 'Westend or Paseo',
    sandboxNetwork: 'Westend',
    addressFormats: 'SS58 with prefix 2, starts with a capital letter',
    assets: [{symbol: 'KSM', standard: 'native', decimals: 12}, stable('USDT', 'Asset Hub asset', 6)],
    finality: {rule: 'finalized', mechanism: 'GRANDPA finality'},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'solana',
    name: 'Solana',
    family: 'solana',
    kind: 'Proof of stake with proof of history',
    native: {symbol: 'SOL', name: 'SOL', decimals: 9, smallestUnit: 'lamport'},
    testNetwork: 'devnet',
    sandboxNetwork: 'devnet',
    addressFormats: 'base58 Ed25519 public key, 32 to 44 characters',
    assets: [
      {symbol: 'SOL', standard: 'native', decimals: 9},
      stable('USDT', 'SPL token', 6, 'needs an associated token account'),
      stable('USDC', 'SPL token', 6, 'needs an associated token account'),
    ],
    finality: {rule: 'finalized', mechanism: 'finalized commitment'},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'ton',
    name: 'TON',
    family: 'ton',
    kind: 'Sharded proof of stake',
    native: {symbol: 'TON', name: 'Toncoin', decimals: 9, smallestUnit: 'nanoton'},
    testNetwork: 'TON testnet',
    sandboxNetwork: 'TON testnet',
    addressFormats: 'user-friendly base64url (UQ… non-bounceable, EQ… bounceable) or raw 0:<hex>',
    assets: [{symbol: 'TON', standard: 'native', decimals: 9}, stable('USDT', 'jetton', 6)],
    finality: {rule: 'finalized', mechanism: 'masterchain block'},
    typicalMinutesToPaid: 1,
  },
  {
    id: 'tron',
    name: 'Tron',
    family: 'tron',
    kind: 'Delegated proof of stake',
    native: {symbol: 'TRX', name: 'TRX', decimals: 6, smallestUnit: 'sun'},
    testNetwork: 'Nile or Shasta',
    sandboxNetwork: 'Nile',
    addressFormats: 'base58check, 34 characters, starts with T',
    assets: [{symbol: 'TRX', standard: 'native', decimals: 6}, stable('USDT', 'TRC-20', 6)],
    finality: {rule: 'confirmations', count: 19},
    typicalMinutesToPaid: 1,
  },
] as const satisfies readonly Network[];

export type NetworkId = (typeof networks)[number]['id'];

export function getNetwork(id: NetworkId): Network {
  const network = networks.find((n) => n.id === id);
  if (!network) {
    throw new Error(`Unknown network: ${id}`);
  }
  return network;
}

/** The route of a network's guide (built once the network guides have landed). */
export function networkGuidePath(network: Network): string {
  return `/for-developers/interaction-with-crypto-networks/working-with-the-${network.id}-network/`;
}

/** Stablecoins and other tokens, without the native coins. */
export function tokensOf(network: Network): readonly Asset[] {
  return network.assets.filter((asset) => asset.standard !== 'native');
}

export function describeFinality(network: Network): string {
  return network.finality.rule === 'confirmations'
    ? `${network.finality.count} confirmations`
    : `finalized (${network.finality.mechanism})`;
}

export function describeTypicalTime(network: Network): string {
  return network.typicalMinutesToPaid <= 1 ? 'about a minute or less' : `about ${network.typicalMinutesToPaid} minutes`;
}
