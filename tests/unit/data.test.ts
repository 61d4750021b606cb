import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  apiKeyScopes,
  callbackEventTypes,
  checkoutKinds,
  idPrefixes,
  limits,
  paymentStatuses,
  product,
  urls,
} from '../../src/data/product';
import {networks, tokensOf} from '../../src/data/networks';
import {appScreens} from '../../src/data/app';
import {allRoutes} from '../../src/data/routes';
import {projectRoot} from '../support/docs';

describe('product facts', () => {
  it('carries the version the package and the release notes carry', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(product.version).toBe('4.8.1');
    expect(pkg.version).toBe(product.version);
    expect(allRoutes).toContain(product.releaseNotesPath);
  });

  it('uses only https addresses under coinloom.example', () => {
    for (const url of Object.values(urls)) {
      expect(new URL(url.replace('{checkoutId}', 'chk_x')).protocol).toBe('https:');
      expect(new URL(url.replace('{checkoutId}', 'chk_x')).hostname).toMatch(/(^|\.)coinloom\.example$/);
    }
  });

  it('keeps the limits of the brief', () => {
    expect(limits).toEqual({
      fiatRateLockMinutes: 15,
      swapQuoteValiditySeconds: 30,
      paymentTolerancePercentDefault: 0.5,
      multisendMaxRecipients: 500,
      idempotencyWindowHours: 24,
      requestTimestampToleranceSeconds: 300,
      callbackAckTimeoutSeconds: 10,
      callbackRetryHours: 72,
      newWithdrawalAddressDelayHours: 24,
      mnemonicWordCounts: [12, 24],
    });
  });

  it('has the payment statuses of the brief, once each, with the ones that end marked final', () => {
    expect(paymentStatuses.map((s) => s.id)).toEqual([
      'created',
      'pending',
      'paid',
      'underpaid',
      'overpaid',
      'expired',
      'failed',
      'refunded',
    ]);
    const final = paymentStatuses.filter((s) => s.final).map((s) => s.id);
    expect(final).toEqual(['paid', 'expired', 'failed', 'refunded']);
    for (const status of paymentStatuses) {
      expect(status.meaning.length).toBeGreaterThan(20);
    }
  });

  it('has the four checkout kinds, the four key scopes, distinct id prefixes and dotted event names', () => {
    expect(checkoutKinds.map((k) => k.id)).toEqual(['donation', 'sale', 'cart', 'sale_token']);
    expect(apiKeyScopes.map((s) => s.id)).toEqual(['read', 'payments', 'payouts', 'wallets']);
    const prefixes = Object.values(idPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) {
      expect(prefix).toMatch(/^[a-z]{3}_$/);
    }
    for (const event of callbackEventTypes) {
      expect(event).toMatch(/^[a-z]+\.[a-z_]+$/);
    }
  });

  it('documents every app screen at a route of the manifest', () => {
    for (const screen of appScreens) {
      expect(allRoutes).toContain(screen.route);
    }
  });
});

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
  it('carries the native coins, decimals and chain ids of the research', () => {
    for (const network of networks) {
      const expected = researched[network.id];
      expect(network.native, network.id).toMatchObject({symbol: expected.coin, decimals: expected.decimals});
      const chainIds = 'chainId' in network ? [network.chainId.mainnet, network.chainId.testnet] : undefined;
      expect(chainIds, network.id).toEqual(expected.chainIds);
    }
  });

  it('lists the fifteen networks once each', () => {
    const ids = networks.map((n) => n.id);
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    expect([...ids].sort()).toEqual(Object.keys(acceptedTokens).sort());
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

  it('keeps decimals within range and lists the native coin first', () => {
    for (const network of networks) {
      expect(network.native.decimals).toBeGreaterThanOrEqual(6);
      expect(network.native.decimals).toBeLessThanOrEqual(18);
      expect(network.assets[0]).toMatchObject({symbol: network.native.symbol, standard: 'native'});
      expect(network.assets[0].decimals).toBe(network.native.decimals);
    }
  });

  it('accepts exactly the tokens networks.md lists, with their decimals', () => {
    for (const network of networks) {
      const tokens = Object.fromEntries(tokensOf(network).map((asset) => [asset.symbol, asset.decimals]));
      expect(tokens, network.id).toEqual(acceptedTokens[network.id]);
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
});
