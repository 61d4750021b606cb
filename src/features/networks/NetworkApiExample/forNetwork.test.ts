import {describe, expect, it} from 'vitest';
import {exampleAssetOf, getNetwork, issuedAddressFormat, networks} from '../../../data/networks';
import {allOperations} from '../../api/openapi';
import {exampleForNetwork, isSigned} from './forNetwork';

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

describe('API examples rewritten for a network', () => {
  const checkout = {
    kind: 'sale',
    price: {amount: '25.00', currency: 'USD'},
    accepted_assets: [
      {asset: 'USDT', network: 'tron'},
      {asset: 'ETH', network: 'ethereum'},
    ],
    settlement: {asset: 'USDC', network: 'ethereum', amount: '25.00'},
  };

  it("puts the network's id and its accepted assets in place of the example's", () => {
    for (const network of networks) {
      const rewritten = exampleForNetwork(checkout, network) as typeof checkout;
      expect(rewritten.kind).toBe('sale');
      expect(rewritten.price).toEqual(checkout.price);
      expect(rewritten.accepted_assets).toEqual(network.assets.map((a) => ({asset: a.symbol, network: network.id})));
      expect(rewritten.settlement).toEqual({
        asset: exampleAssetOf(network).symbol,
        network: network.id,
        amount: '25.00',
      });
    }
    expect(checkout.accepted_assets[0].network).toBe('tron');
  });

  it('describes the address instead of printing one', () => {
    for (const network of networks) {
      const rewritten = exampleForNetwork({network: 'ethereum', address: 'x'}, network) as {address: string};
      expect(rewritten.address).toContain(issuedAddressFormat(network, 'mainnet').description);
      for (const format of network.addressFormats) {
        expect(matches(format.pattern, rewritten.address)).toBe(false);
      }
    }
  });

  it('describes the sandbox address where the sandbox uses another format', () => {
    for (const network of networks) {
      const rewritten = exampleForNetwork({network: 'ethereum', address: 'x'}, network, 'testnet') as {address: string};
      expect(rewritten.address).toContain(issuedAddressFormat(network, 'testnet').description);
    }
    const bitcoin = getNetwork('bitcoin');
    expect(exampleForNetwork({network: 'bitcoin', address: 'x'}, bitcoin, 'testnet')).toEqual({
      network: 'bitcoin',
      address: `<Bitcoin address: ${issuedAddressFormat(bitcoin, 'testnet').description}>`,
    });
  });
});

describe('which requests need the signing headers', () => {
  it('is every path outside /public, as in the API description', () => {
    for (const {method, path, operation} of allOperations()) {
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      expect(isSigned(path), `${method.toUpperCase()} ${path}`).toBe(!isPublic);
    }
  });
});
