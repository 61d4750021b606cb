/**
 * The fifteen networks Coinloom supports: public facts from the networks
 * research and Coinloom's own confirmation policy. The landing page, the
 * specification page, the network guides and their components read this file.
 */

import {base58BytesPattern, base58Char, base64urlChar, bech32Char} from '../features/networks/addressPatterns';

export type NetworkFamily = 'utxo' | 'evm' | 'substrate' | 'solana' | 'ton' | 'tron';

export type Asset = {
  symbol: string;
  /** Token standard on this network, or 'native' for the network's own coin. */
  standard: string;
  decimals: number;
  note?: string;
};

export type NativeCoin = {
  symbol: string;
  name: string;
  decimals: number;
  /** The name of 10^-decimals of the coin (sat, wei, lamport…). */
  smallestUnit: string;
};

export type AddressFormat = {
  name: string;
  /** What an address in this format looks like, in words. Never a real address. */
  description: string;
  /**
   * The source of a RegExp that every well-formed address in this format
   * matches. It checks the shape (prefix, alphabet, length), not the checksum:
   * the API's address validation decodes the address and checks that too.
   */
  pattern: string;
  /** Whether the format is used on the main network, on test networks, or on both. */
  usedOn: 'mainnet' | 'testnet' | 'both';
  /** Coinloom shows deposit addresses in this format. */
  issuedByCoinloom?: true;
};

export type Finality =
  /** Coinloom waits for this many confirmations; the block that includes the payment is the first. */
  | {rule: 'confirmations'; count: number}
  /** Coinloom waits until the network itself marks the block final. */
  | {rule: 'finalized'; mechanism: string};

/**
 * The minimum balance that keeps an account alive on a Substrate chain. It is
 * a runtime constant that governance can change, so pages quote it with its date.
 */
export type ExistentialDeposit = {
  /** The chain where Coinloom holds the balances. */
  chain: string;
  /** In whole units of the native coin. */
  amount: string;
  /** The relay chain's value before balances moved to Asset Hub, in whole units. */
  relayChainAmount: string;
  /** When the values were checked. */
  checked: string;
};

export type Network = {
  /** The id used in routes and in the API's `network` field. */
  id: string;
  name: string;
  family: NetworkFamily;
  kind: string;
  native: NativeCoin;
  chainId?: {mainnet: number; testnet: number};
  ss58Prefix?: number;
  /** The public test networks of this network. */
  testNetwork: string;
  /** The one test network Coinloom's sandbox runs on. */
  sandboxNetwork: string;
  /** Where that test network has several chains, the one a test wallet must use ("Fuji C-Chain"). */
  sandboxChain?: string;
  /** Address formats a payer or a withdrawal may use, the ones Coinloom issues marked. */
  addressFormats: readonly AddressFormat[];
  /** The explorer the network's documentation points to, for token details. Named, never linked. */
  explorer?: string;
  /** Tokens Coinloom accepts on this network (the native coin is always accepted). */
  tokens: readonly Asset[];
  /** Assets Coinloom accepts on this network, the native coin first. */
  assets: readonly Asset[];
  existentialDeposit?: ExistentialDeposit;
  /**
   * When Coinloom first sees a payment's transfer and marks the payment `pending`, as a phrase that follows
   * "pending" ("when a block includes the transfer").
   */
  pendingWhen: string;
  /** Coinloom's policy: when a payment on this network counts as paid. */
  finality: Finality;
  /** Typical minutes from broadcast to `paid` under that policy. */
  typicalMinutesToPaid: number;
};

type NetworkDefinition = Omit<Network, 'assets'>;

const evmAddress: readonly AddressFormat[] = [
  {
    name: 'Hexadecimal (EIP-55)',
    description: '0x followed by 40 hexadecimal characters; mixed case carries an EIP-55 checksum',
    pattern: '^0x[0-9a-fA-F]{40}$',
    usedOn: 'both',
    issuedByCoinloom: true,
  },
];

const stable = (symbol: string, standard: string, decimals: number, note?: string): Asset =>
  note ? {symbol, standard, decimals, note} : {symbol, standard, decimals};

/** Adds the list of accepted assets, the native coin first, so the coin's facts are written once. */
function defineNetwork<const T extends NetworkDefinition>(definition: T): T & {assets: readonly Asset[]} {
  const coin: Asset = {symbol: definition.native.symbol, standard: 'native', decimals: definition.native.decimals};
  return {...definition, assets: [coin, ...definition.tokens]};
}

export const networks = [
  defineNetwork({
    id: 'bitcoin',
    name: 'Bitcoin',
    family: 'utxo',
    kind: 'UTXO, proof of work',
    native: {symbol: 'BTC', name: 'bitcoin', decimals: 8, smallestUnit: 'sat'},
    testNetwork: 'testnet4 or signet',
    sandboxNetwork: 'testnet4',
    addressFormats: [
      {
        name: 'Native SegWit, bech32 (P2WPKH)',
        description: 'bc1q followed by 38 lowercase bech32 characters, 42 in all',
        pattern: `^bc1q${bech32Char}{38}$`,
        usedOn: 'mainnet',
        issuedByCoinloom: true,
      },
      {
        name: 'SegWit script, bech32 (P2WSH)',
        description: 'bc1q followed by 58 lowercase bech32 characters, 62 in all',
        pattern: `^bc1q${bech32Char}{58}$`,
        usedOn: 'mainnet',
      },
      {
        name: 'Taproot, bech32m (P2TR)',
        description: 'bc1p followed by 58 lowercase bech32 characters, 62 in all',
        pattern: `^bc1p${bech32Char}{58}$`,
        usedOn: 'mainnet',
      },
      {
        name: 'Legacy (P2PKH)',
        description: 'base58check starting with 1, 26 to 34 characters',
        pattern: `^1${base58Char}{25,33}$`,
        usedOn: 'mainnet',
      },
      {
        name: 'Legacy script (P2SH)',
        description: 'base58check starting with 3, 34 characters',
        pattern: `^3${base58Char}{33}$`,
        usedOn: 'mainnet',
      },
      {
        name: 'Test network native SegWit, bech32 (P2WPKH)',
        description: 'tb1q followed by 38 lowercase bech32 characters, 42 in all',
        pattern: `^tb1q${bech32Char}{38}$`,
        usedOn: 'testnet',
        issuedByCoinloom: true,
      },
      {
        name: 'Test network SegWit script, bech32 (P2WSH)',
        description: 'tb1q followed by 58 lowercase bech32 characters, 62 in all',
        pattern: `^tb1q${bech32Char}{58}$`,
        usedOn: 'testnet',
      },
      {
        name: 'Test network Taproot, bech32m (P2TR)',
        description: 'tb1p followed by 58 lowercase bech32 characters, 62 in all',
        pattern: `^tb1p${bech32Char}{58}$`,
        usedOn: 'testnet',
      },
      {
        name: 'Test network legacy (P2PKH)',
        description: 'base58check starting with m or n, 34 characters',
        pattern: `^[mn]${base58Char}{33}$`,
        usedOn: 'testnet',
      },
      {
        name: 'Test network legacy script (P2SH)',
        description: 'base58check starting with 2, 35 characters',
        pattern: `^2${base58Char}{34}$`,
        usedOn: 'testnet',
      },
    ],
    tokens: [],
    pendingWhen: 'as soon as the transaction reaches the mempool, before a block includes it',
    finality: {rule: 'confirmations', count: 2},
    typicalMinutesToPaid: 20,
  }),
  defineNetwork({
    id: 'ethereum',
    name: 'Ethereum',
    family: 'evm',
    kind: 'EVM layer 1, proof of stake',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 1, testnet: 11155111},
    testNetwork: 'Sepolia',
    sandboxNetwork: 'Sepolia',
    addressFormats: evmAddress,
    explorer: 'Etherscan',
    tokens: [stable('USDT', 'ERC-20', 6), stable('USDC', 'ERC-20', 6)],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 12},
    typicalMinutesToPaid: 3,
  }),
  defineNetwork({
    id: 'bsc',
    name: 'BNB Smart Chain',
    family: 'evm',
    kind: 'EVM layer 1',
    native: {symbol: 'BNB', name: 'BNB', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 56, testnet: 97},
    testNetwork: 'BSC testnet',
    sandboxNetwork: 'BSC testnet',
    addressFormats: evmAddress,
    explorer: 'BscScan',
    tokens: [
      stable('USDT', 'BEP-20', 18, 'not 6 as on Ethereum'),
      stable('USDC', 'BEP-20', 18, 'not 6 as on Ethereum'),
    ],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 15},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'polygon',
    name: 'Polygon PoS',
    family: 'evm',
    kind: 'EVM chain',
    native: {symbol: 'POL', name: 'POL', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 137, testnet: 80002},
    testNetwork: 'Amoy',
    sandboxNetwork: 'Amoy',
    addressFormats: evmAddress,
    explorer: 'PolygonScan',
    tokens: [stable('USDT', 'ERC-20', 6), stable('USDC', 'ERC-20', 6, 'native USDC')],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 64},
    typicalMinutesToPaid: 3,
  }),
  defineNetwork({
    id: 'arbitrum',
    name: 'Arbitrum One',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 42161, testnet: 421614},
    testNetwork: 'Arbitrum Sepolia',
    sandboxNetwork: 'Arbitrum Sepolia',
    addressFormats: evmAddress,
    explorer: 'Arbiscan',
    tokens: [stable('USDT', 'ERC-20', 6), stable('USDC', 'ERC-20', 6, 'native USDC')],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'optimism',
    name: 'OP Mainnet',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup (OP Stack)',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 10, testnet: 11155420},
    testNetwork: 'OP Sepolia',
    sandboxNetwork: 'OP Sepolia',
    addressFormats: evmAddress,
    explorer: 'Optimistic Etherscan',
    tokens: [stable('USDT', 'ERC-20', 6), stable('USDC', 'ERC-20', 6, 'native USDC')],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'blast',
    name: 'Blast',
    family: 'evm',
    kind: 'EVM layer 2, optimistic rollup (OP Stack) with native yield',
    native: {symbol: 'ETH', name: 'ether', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 81457, testnet: 168587773},
    testNetwork: 'Blast Sepolia',
    sandboxNetwork: 'Blast Sepolia',
    addressFormats: evmAddress,
    explorer: 'Blastscan',
    tokens: [stable('USDB', 'ERC-20', 18, "Blast's native stablecoin")],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 20},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'avalanche',
    name: 'Avalanche C-Chain',
    family: 'evm',
    kind: 'EVM chain of Avalanche',
    native: {symbol: 'AVAX', name: 'AVAX', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 43114, testnet: 43113},
    testNetwork: 'Fuji',
    sandboxNetwork: 'Fuji',
    sandboxChain: 'Fuji C-Chain',
    addressFormats: evmAddress,
    explorer: 'Snowtrace',
    tokens: [stable('USDT', 'ERC-20', 6), stable('USDC', 'ERC-20', 6, 'native USDC')],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 5},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'fantom',
    name: 'Fantom Opera',
    family: 'evm',
    kind: 'EVM chain',
    native: {symbol: 'FTM', name: 'FTM', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 250, testnet: 4002},
    testNetwork: 'Fantom testnet',
    sandboxNetwork: 'Fantom testnet',
    addressFormats: evmAddress,
    explorer: 'FTMScan',
    tokens: [],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 5},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'moonbeam',
    name: 'Moonbeam',
    family: 'evm',
    kind: 'EVM parachain of Polkadot',
    native: {symbol: 'GLMR', name: 'GLMR', decimals: 18, smallestUnit: 'wei'},
    chainId: {mainnet: 1284, testnet: 1287},
    testNetwork: 'Moonbase Alpha',
    sandboxNetwork: 'Moonbase Alpha',
    addressFormats: [
      {
        name: 'Ethereum-style H160',
        description: '0x followed by 40 hexadecimal characters; mixed case carries an EIP-55 checksum',
        pattern: '^0x[0-9a-fA-F]{40}$',
        usedOn: 'both',
        issuedByCoinloom: true,
      },
    ],
    explorer: 'Moonscan',
    tokens: [],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 10},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'polkadot',
    name: 'Polkadot',
    family: 'substrate',
    kind: 'Substrate relay chain, assets on Asset Hub',
    native: {symbol: 'DOT', name: 'DOT', decimals: 10, smallestUnit: 'planck'},
    ss58Prefix: 0,
    testNetwork: 'Westend or Paseo',
    sandboxNetwork: 'Paseo',
    sandboxChain: 'Paseo Asset Hub',
    addressFormats: [
      {
        name: 'SS58 with the Polkadot prefix',
        description:
          'base58 starting with 1, 47 or 48 characters, on the main network and on Paseo (Westend uses the generic Substrate prefix)',
        pattern: `^1${base58Char}{46,47}$`,
        usedOn: 'both',
        issuedByCoinloom: true,
      },
    ],
    explorer: 'Subscan',
    tokens: [stable('USDT', 'Asset Hub asset', 6), stable('USDC', 'Asset Hub asset', 6)],
    existentialDeposit: {chain: 'Polkadot Asset Hub', amount: '0.01', relayChainAmount: '1', checked: 'November 2026'},
    pendingWhen: 'when an Asset Hub block includes the transfer',
    finality: {rule: 'finalized', mechanism: 'GRANDPA finality'},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'kusama',
    name: 'Kusama',
    family: 'substrate',
    kind: 'Substrate relay chain, assets on Asset Hub',
    native: {symbol: 'KSM', name: 'KSM', decimals: 12, smallestUnit: 'planck'},
    ss58Prefix: 2,
    testNetwork: 'Westend or Paseo',
    sandboxNetwork: 'Westend',
    sandboxChain: 'Westend Asset Hub',
    addressFormats: [
      {
        name: 'SS58 with the Kusama prefix',
        description: 'base58 starting with a capital letter from C to J, 47 characters',
        pattern: `^[C-HJ]${base58Char}{46}$`,
        usedOn: 'mainnet',
        issuedByCoinloom: true,
      },
      {
        name: 'SS58 with the generic Substrate prefix (Westend)',
        description: 'base58 starting with 5, 48 characters',
        pattern: `^5${base58Char}{47}$`,
        usedOn: 'testnet',
        issuedByCoinloom: true,
      },
    ],
    explorer: 'Subscan',
    tokens: [stable('USDT', 'Asset Hub asset', 6)],
    existentialDeposit: {
      chain: 'Kusama Asset Hub',
      amount: '0.000003333333',
      relayChainAmount: '0.000333333333',
      checked: 'November 2026',
    },
    pendingWhen: 'when an Asset Hub block includes the transfer',
    finality: {rule: 'finalized', mechanism: 'GRANDPA finality'},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'solana',
    name: 'Solana',
    family: 'solana',
    kind: 'Proof of stake with proof of history',
    native: {symbol: 'SOL', name: 'SOL', decimals: 9, smallestUnit: 'lamport'},
    testNetwork: 'devnet',
    sandboxNetwork: 'devnet',
    addressFormats: [
      {
        name: 'Base58 public key',
        description: 'a 32-byte Ed25519 public key in base58, 32 to 44 characters (almost always 43 or 44)',
        pattern: base58BytesPattern(32),
        usedOn: 'both',
        issuedByCoinloom: true,
      },
    ],
    explorer: 'Solana Explorer',
    tokens: [
      stable('USDT', 'SPL token', 6, 'needs an associated token account'),
      stable('USDC', 'SPL token', 6, 'needs an associated token account'),
    ],
    pendingWhen: 'when the block that includes the transfer is confirmed',
    finality: {rule: 'finalized', mechanism: 'finalized commitment'},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'ton',
    name: 'TON',
    family: 'ton',
    kind: 'Sharded proof of stake',
    native: {symbol: 'TON', name: 'Toncoin', decimals: 9, smallestUnit: 'nanoton'},
    testNetwork: 'TON testnet',
    sandboxNetwork: 'TON testnet',
    addressFormats: [
      {
        name: 'User-friendly, non-bounceable',
        description: '48 base64url characters starting with UQ',
        pattern: `^UQ${base64urlChar}{46}$`,
        usedOn: 'mainnet',
        issuedByCoinloom: true,
      },
      {
        name: 'User-friendly, bounceable',
        description: '48 base64url characters starting with EQ',
        pattern: `^EQ${base64urlChar}{46}$`,
        usedOn: 'mainnet',
      },
      {
        name: 'Raw',
        description: 'workchain 0, a colon, then the 64 hexadecimal characters of the account id',
        pattern: '^0:[0-9a-fA-F]{64}$',
        usedOn: 'both',
      },
      {
        name: 'Test network user-friendly, non-bounceable',
        description: '48 base64url characters starting with 0Q',
        pattern: `^0Q${base64urlChar}{46}$`,
        usedOn: 'testnet',
        issuedByCoinloom: true,
      },
      {
        name: 'Test network user-friendly, bounceable',
        description: '48 base64url characters starting with kQ',
        pattern: `^kQ${base64urlChar}{46}$`,
        usedOn: 'testnet',
      },
    ],
    explorer: 'Tonviewer',
    tokens: [stable('USDT', 'jetton', 6)],
    pendingWhen: 'when a shard block includes the transfer',
    finality: {rule: 'finalized', mechanism: 'masterchain block'},
    typicalMinutesToPaid: 1,
  }),
  defineNetwork({
    id: 'tron',
    name: 'Tron',
    family: 'tron',
    kind: 'Delegated proof of stake',
    native: {symbol: 'TRX', name: 'TRX', decimals: 6, smallestUnit: 'sun'},
    testNetwork: 'Nile or Shasta',
    sandboxNetwork: 'Nile',
    addressFormats: [
      {
        name: 'Base58Check',
        description: 'base58check starting with T, 34 characters',
        pattern: `^T${base58Char}{33}$`,
        usedOn: 'both',
        issuedByCoinloom: true,
      },
    ],
    explorer: 'Tronscan',
    tokens: [stable('USDT', 'TRC-20', 6)],
    pendingWhen: 'when a block includes the transfer',
    finality: {rule: 'confirmations', count: 19},
    typicalMinutesToPaid: 1,
  }),
] as const satisfies readonly Network[];

export type NetworkId = (typeof networks)[number]['id'];

export function getNetwork(id: NetworkId): Network {
  const network = networks.find((n) => n.id === id);
  if (!network) {
    throw new Error(`Unknown network: ${id}`);
  }
  return network;
}

/** The route of a network's guide. */
export function networkGuidePath(network: Network): string {
  return `/for-developers/interaction-with-crypto-networks/working-with-the-${network.id}-network/`;
}

/** Stablecoins and other tokens, without the native coins. */
/** What a table says after an asset's symbol: `ERC-20, 6 decimals (native USDC)`, `native coin, 18 decimals`. */
export function assetDetails(asset: Asset): string {
  const standard = asset.standard === 'native' ? 'native coin' : asset.standard;
  return `${standard}, ${asset.decimals} decimals${asset.note ? ` (${asset.note})` : ''}`;
}

export function tokensOf(network: Network): readonly Asset[] {
  return network.tokens;
}

/** The asset an example on this network uses: its first token, or the native coin where there is none. */
export function exampleAssetOf(network: Network): Asset {
  return network.tokens[0] ?? network.assets[0];
}

/** The value of one smallest unit in whole coins, as a decimal string ("0.00000001" for a sat). */
export function smallestUnitValue(network: Network): string {
  return `0.${'1'.padStart(network.native.decimals, '0')}`;
}

/** The address formats used on the main network, or on the test networks the sandbox uses. */
export function addressFormatsOn(network: Network, environment: 'mainnet' | 'testnet'): readonly AddressFormat[] {
  return network.addressFormats.filter((format) => format.usedOn === environment || format.usedOn === 'both');
}

/** The format Coinloom shows deposit addresses in, on the main network or in the sandbox. */
export function issuedAddressFormat(network: Network, environment: 'mainnet' | 'testnet'): AddressFormat {
  const issued = addressFormatsOn(network, environment).find((format) => format.issuedByCoinloom);
  if (!issued) {
    throw new Error(`${network.id} has no issued address format on ${environment}`);
  }
  return issued;
}

/** The networks a `sale_token` checkout can sell a token on: the token families Coinloom delivers (not Bitcoin, Polkadot or Kusama). */
export const saleTokenNetworks = networks.filter((network) =>
  ['evm', 'tron', 'solana', 'ton'].includes(network.family),
);

/** The networks whose NFTs a wallet holds: ERC-721 and ERC-1155 on EVM networks, Metaplex on Solana, TON NFTs. */
export const nftNetworks = networks.filter((network) => ['evm', 'solana', 'ton'].includes(network.family));
