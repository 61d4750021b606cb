import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  addressFormatsOn,
  exampleAssetOf,
  issuedAddressFormat,
  networks,
  smallestUnitValue,
  tokensOf,
  type AddressFormat,
  type Network,
} from '../../src/data/networks';

/** The stablecoins networks.md lists as accepted, by network: nothing else may appear. */
const acceptedTokens: Record<string, Record<string, number>> = {
  ethereum: {USDT: 6, USDC: 6},
  tron: {USDT: 6},
  bsc: {USDT: 18, USDC: 18},
  polygon: {USDT: 6, USDC: 6},
  arbitrum: {USDT: 6, USDC: 6},
  optimism: {USDT: 6, USDC: 6},
  avalanche: {USDT: 6, USDC: 6},
  solana: {USDT: 6, USDC: 6},
  ton: {USDT: 6},
  polkadot: {USDT: 6, USDC: 6},
  kusama: {USDT: 6},
  blast: {USDB: 18},
  bitcoin: {},
  fantom: {},
  moonbeam: {},
};

/** Native coins and chain ids as networks.md gives them. */
const researched: Record<string, {coin: string; decimals: number; chainIds?: [number, number]}> = {
  bitcoin: {coin: 'BTC', decimals: 8},
  ethereum: {coin: 'ETH', decimals: 18, chainIds: [1, 11155111]},
  bsc: {coin: 'BNB', decimals: 18, chainIds: [56, 97]},
  polygon: {coin: 'POL', decimals: 18, chainIds: [137, 80002]},
  arbitrum: {coin: 'ETH', decimals: 18, chainIds: [42161, 421614]},
  optimism: {coin: 'ETH', decimals: 18, chainIds: [10, 11155420]},
  blast: {coin: 'ETH', decimals: 18, chainIds: [81457, 168587773]},
  avalanche: {coin: 'AVAX', decimals: 18, chainIds: [43114, 43113]},
  fantom: {coin: 'FTM', decimals: 18, chainIds: [250, 4002]},
  moonbeam: {coin: 'GLMR', decimals: 18, chainIds: [1284, 1287]},
  polkadot: {coin: 'DOT', decimals: 10},
  kusama: {coin: 'KSM', decimals: 12},
  solana: {coin: 'SOL', decimals: 9},
  ton: {coin: 'TON', decimals: 9},
  tron: {coin: 'TRX', decimals: 6},
};

describe('networks', () => {
  it('lists the fifteen networks once each', () => {
    const ids = networks.map((n) => n.id);
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    expect([...ids].sort()).toEqual(Object.keys(acceptedTokens).sort());
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+$/);
    }
  });

  it('carries the native coins, decimals and chain ids of the research', () => {
    for (const network of networks) {
      const expected = researched[network.id];
      expect(network.native, network.id).toMatchObject({symbol: expected.coin, decimals: expected.decimals});
      const chainIds = 'chainId' in network ? [network.chainId.mainnet, network.chainId.testnet] : undefined;
      expect(chainIds, network.id).toEqual(expected.chainIds);
    }
  });

  it('gives EVM networks unique mainnet and test chain ids, and no chain id to the others', () => {
    const chainIds = networks.flatMap((n) => ('chainId' in n ? [n.chainId.mainnet, n.chainId.testnet] : []));
    expect(new Set(chainIds).size).toBe(chainIds.length);
    for (const network of networks) {
      expect('chainId' in network).toBe(network.family === 'evm');
    }
  });

  it('gives SS58 prefixes 0 and 2 to Polkadot and Kusama only', () => {
    const prefixes = Object.fromEntries(
      networks.filter((n) => 'ss58Prefix' in n).map((n) => [n.id, (n as {ss58Prefix: number}).ss58Prefix]),
    );
    expect(prefixes).toEqual({polkadot: 0, kusama: 2});
  });

  it('keeps decimals within the range networks use and names the smallest unit', () => {
    for (const network of networks) {
      for (const asset of network.assets) {
        expect(Number.isInteger(asset.decimals), network.id).toBe(true);
        expect(asset.decimals, `${network.id} ${asset.symbol}`).toBeGreaterThanOrEqual(6);
        expect(asset.decimals, `${network.id} ${asset.symbol}`).toBeLessThanOrEqual(18);
      }
      expect(network.native.smallestUnit).toMatch(/^[a-z]+$/);
      expect(Number(smallestUnitValue(network))).toBe(10 ** -network.native.decimals);
    }
  });

  it('accepts exactly the tokens networks.md lists, with their decimals', () => {
    for (const network of networks) {
      const tokens = Object.fromEntries(tokensOf(network).map((asset) => [asset.symbol, asset.decimals]));
      expect(tokens, network.id).toEqual(acceptedTokens[network.id]);
    }
  });

  it('writes each fact once: the accepted assets are the native coin, derived from it, then the tokens', () => {
    for (const network of networks) {
      expect(network.assets).toEqual([
        {symbol: network.native.symbol, standard: 'native', decimals: network.native.decimals},
        ...network.tokens,
      ]);
      expect(tokensOf(network).every((asset) => asset.standard !== 'native')).toBe(true);
      expect(exampleAssetOf(network)).toBe(network.tokens[0] ?? network.assets[0]);
    }
  });

  it('states a confirmation policy and a typical time for every network', () => {
    for (const network of networks) {
      if (network.finality.rule === 'confirmations') {
        expect(network.finality.count).toBeGreaterThan(0);
      } else {
        expect(network.finality.mechanism).toMatch(/\w/);
      }
      expect(network.typicalMinutesToPaid).toBeGreaterThan(0);
    }
  });

  it('names the sandbox network among the test networks, and the chain of it a test wallet uses', () => {
    for (const network of networks as readonly Network[]) {
      expect(network.testNetwork, network.id).toContain(network.sandboxNetwork);
      expect(network.sandboxChain ?? network.sandboxNetwork, network.id).toContain(network.sandboxNetwork);
    }
  });

  it('says when a payment turns pending as a phrase a sentence can carry, seen no later than in a block', () => {
    for (const network of networks) {
      expect(network.pendingWhen, network.id).toMatch(/^(when|as soon as) [a-z][\w ,-]*[a-z]$/);
      expect(network.pendingWhen, network.id).toMatch(/mempool|block/);
    }
  });

  it('names an explorer for token details wherever Coinloom accepts a token, and never a URL', () => {
    for (const network of networks as readonly Network[]) {
      if (network.tokens.length > 0) {
        expect(network.explorer, network.id).toMatch(/\w/);
      }
      expect(network.explorer ?? '').not.toMatch(/[./:]/);
    }
  });

  it('gives the existential deposit, with the date it was checked, to the Substrate networks only', () => {
    for (const network of networks) {
      expect('existentialDeposit' in network, network.id).toBe(network.family === 'substrate');
      if ('existentialDeposit' in network) {
        const deposit = network.existentialDeposit;
        for (const amount of [deposit.amount, deposit.relayChainAmount]) {
          expect(amount).toMatch(/^\d+(\.\d+)?$/);
          expect(amount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(network.native.decimals);
        }
        expect(deposit.chain).toContain('Asset Hub');
        expect(deposit.checked).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      }
    }
  });
});

// ---------------------------------------------------------------------------
// Address samples, built here from hashes of labels (no one holds their keys)
// with each format's real encoding and checksum, so the patterns are tested
// against what a wallet would show.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function bytesFor(label: string, length: number): Buffer {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < length; i += 1) {
    chunks.push(createHash('sha256').update(`${label}/${i}`).digest());
  }
  return Buffer.concat(chunks).subarray(0, length);
}

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + out;
}

const sha256d = (data: Uint8Array) => createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

function base58check(version: number, payload: Uint8Array): string {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  return base58(Buffer.concat([body, sha256d(body).subarray(0, 4)]));
}

// Bech32 and bech32m (BIP-173, BIP-350).
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    generator.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

function segwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...toFiveBits(program)];
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const constant = version === 0 ? 1 : 0x2bc830a3;
  const mod = polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({length: 6}, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => BECH32[v]).join('')}`;
}

function ss58(prefix: number, publicKey: Uint8Array): string {
  const body = Buffer.concat([Buffer.from([prefix]), publicKey]);
  const hash = createHash('blake2b512').update(Buffer.from('SS58PRE')).update(body).digest();
  return base58(Buffer.concat([body, hash.subarray(0, 2)]));
}

function crc16xmodem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function tonFriendly(bounceable: boolean, testnet: boolean, accountId: Uint8Array): string {
  const tag = (bounceable ? 0x11 : 0x51) | (testnet ? 0x80 : 0);
  const body = Buffer.concat([Buffer.from([tag, 0x00]), accountId]);
  const crc = crc16xmodem(body);
  return Buffer.concat([body, Buffer.from([crc >> 8, crc & 0xff])]).toString('base64url');
}

function randomCase(hex: string, label: string): string {
  const flips = bytesFor(`${label}/case`, hex.length);
  return [...hex].map((c, i) => (flips[i] & 1 ? c.toUpperCase() : c)).join('');
}

type Sample = {address: string; format: string};

const SAMPLES_PER_FORMAT = 40;

/** Samples of each format, keyed by the format's name, built the way the format is defined. */
const builders: Record<string, (label: string) => string> = {
  'Hexadecimal (EIP-55)': (label) => `0x${randomCase(bytesFor(label, 20).toString('hex'), label)}`,
  'Ethereum-style H160': (label) => `0x${randomCase(bytesFor(label, 20).toString('hex'), label)}`,
  'Native SegWit, bech32 (P2WPKH)': (label) => segwitAddress('bc', 0, bytesFor(label, 20)),
  'SegWit script, bech32 (P2WSH)': (label) => segwitAddress('bc', 0, bytesFor(label, 32)),
  'Taproot, bech32m (P2TR)': (label) => segwitAddress('bc', 1, bytesFor(label, 32)),
  'Legacy (P2PKH)': (label) => base58check(0x00, bytesFor(label, 20)),
  'Legacy script (P2SH)': (label) => base58check(0x05, bytesFor(label, 20)),
  'Test network native SegWit, bech32 (P2WPKH)': (label) => segwitAddress('tb', 0, bytesFor(label, 20)),
  'Test network SegWit script, bech32 (P2WSH)': (label) => segwitAddress('tb', 0, bytesFor(label, 32)),
  'Test network Taproot, bech32m (P2TR)': (label) => segwitAddress('tb', 1, bytesFor(label, 32)),
  'Test network legacy (P2PKH)': (label) => base58check(0x6f, bytesFor(label, 20)),
  'Test network legacy script (P2SH)': (label) => base58check(0xc4, bytesFor(label, 20)),
  'SS58 with the Polkadot prefix': (label) => ss58(0, bytesFor(label, 32)),
  'SS58 with the Kusama prefix': (label) => ss58(2, bytesFor(label, 32)),
  'SS58 with the generic Substrate prefix (Westend)': (label) => ss58(42, bytesFor(label, 32)),
  'Base58 public key': (label) => base58(bytesFor(label, 32)),
  'User-friendly, non-bounceable': (label) => tonFriendly(false, false, bytesFor(label, 32)),
  'User-friendly, bounceable': (label) => tonFriendly(true, false, bytesFor(label, 32)),
  'Test network user-friendly, non-bounceable': (label) => tonFriendly(false, true, bytesFor(label, 32)),
  'Test network user-friendly, bounceable': (label) => tonFriendly(true, true, bytesFor(label, 32)),
  Raw: (label) => `0:${randomCase(bytesFor(label, 32).toString('hex'), label)}`,
  Base58Check: (label) => base58check(0x41, bytesFor(label, 20)),
};

function samplesOf(network: Network): Sample[] {
  return network.addressFormats.flatMap((format) =>
    Array.from({length: SAMPLES_PER_FORMAT}, (_, i) => ({
      format: format.name,
      address: builders[format.name](`${network.id}/${format.name}/${i}`),
    })),
  );
}

const matches = (format: AddressFormat, address: string) => new RegExp(format.pattern).test(address);

/** Networks whose addresses are the same strings (every EVM network) share one list of patterns. */
const samePatterns = (a: Network, b: Network) =>
  JSON.stringify(a.addressFormats.map((f) => f.pattern)) === JSON.stringify(b.addressFormats.map((f) => f.pattern));

describe('address formats', () => {
  it('has a sample builder for every format, and anchored patterns that compile', () => {
    for (const network of networks) {
      for (const format of network.addressFormats) {
        expect(builders[format.name], format.name).toBeTypeOf('function');
        expect(format.pattern.startsWith('^') && format.pattern.endsWith('$'), format.name).toBe(true);
        expect(() => new RegExp(format.pattern)).not.toThrow();
        expect(format.description).toMatch(/\w/);
      }
    }
  });

  it('marks exactly one format per environment as the one Coinloom issues', () => {
    for (const network of networks) {
      for (const environment of ['mainnet', 'testnet'] as const) {
        const issued = addressFormatsOn(network, environment).filter((format) => format.issuedByCoinloom);
        expect(issued, `${network.id} ${environment}`).toHaveLength(1);
        expect(issuedAddressFormat(network, environment)).toBe(issued[0]);
      }
    }
  });

  it("accepts every sample of the network's own formats with the format that made it", () => {
    for (const network of networks) {
      for (const sample of samplesOf(network)) {
        const format = network.addressFormats.find((f) => f.name === sample.format) as AddressFormat;
        expect(matches(format, sample.address), `${network.id} ${sample.format} ${sample.address}`).toBe(true);
      }
    }
  });

  it("rejects every other network's samples, except between networks that share an address format", () => {
    for (const network of networks) {
      for (const other of networks) {
        if (other === network) continue;
        const shared = samePatterns(network, other);
        for (const sample of samplesOf(other)) {
          const accepted = network.addressFormats.some((format) => matches(format, sample.address));
          expect(accepted, `${network.id} patterns on a ${other.id} ${sample.format} sample`).toBe(shared);
        }
      }
    }
  });

  it('shares one address format between EVM networks only, where the same key controls the same address', () => {
    for (const network of networks) {
      for (const other of networks) {
        if (other !== network && samePatterns(network, other)) {
          expect([network.family, other.family]).toEqual(['evm', 'evm']);
        }
      }
    }
  });

  it('tells main-network formats from test-network formats where they differ', () => {
    for (const network of networks) {
      const mainnetOnly = network.addressFormats.filter((f) => f.usedOn === 'mainnet');
      const testnetOnly = network.addressFormats.filter((f) => f.usedOn === 'testnet');
      const samples = samplesOf(network);
      for (const sample of samples.filter((s) => testnetOnly.some((f) => f.name === s.format))) {
        expect(
          mainnetOnly.some((f) => matches(f, sample.address)),
          sample.address,
        ).toBe(false);
      }
      for (const sample of samples.filter((s) => mainnetOnly.some((f) => f.name === s.format))) {
        expect(
          testnetOnly.some((f) => matches(f, sample.address)),
          sample.address,
        ).toBe(false);
      }
    }
  });

  it('accepts Solana keys with leading zero bytes, which base58 writes as leading 1s', () => {
    const solana = networks.find((n) => n.id === 'solana') as Network;
    const [format] = solana.addressFormats;
    for (let zeros = 0; zeros <= 32; zeros += 1) {
      for (const fill of [0x01, 0x80, 0xff]) {
        const key = Buffer.alloc(32, fill);
        key.fill(0, 0, zeros);
        expect(matches(format, base58(key)), `${zeros} zero bytes then 0x${fill.toString(16)}`).toBe(true);
      }
    }
    // A base58 string that cannot decode to 32 bytes: a Tron-length string without leading 1s.
    expect(matches(format, base58(bytesFor('short', 25)).replace(/^1+/, ''))).toBe(false);
  });

  it('describes shapes in words, never with an address', () => {
    for (const network of networks) {
      for (const format of network.addressFormats) {
        for (const sampleFormat of networks.flatMap((n) => n.addressFormats)) {
          expect(matches(sampleFormat, format.description)).toBe(false);
        }
        expect(format.description).not.toMatch(/[1-9A-HJ-NP-Za-km-z0-9]{25,}/);
      }
    }
  });
});
