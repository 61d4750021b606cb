import {describe, expect, it} from 'vitest';
import {getNetwork, networks} from '../../../data/networks';
import {sandboxPlanOf} from './plan';

describe('the sandbox plan of a network guide', () => {
  it('gives EVM networks their sandbox and live chain ids, and no other network a chain id', () => {
    for (const network of networks) {
      const plan = sandboxPlanOf(network);
      if ('chainId' in network) {
        expect(plan.chainIds).toEqual({sandbox: network.chainId.testnet, live: network.chainId.mainnet});
      } else {
        expect(plan.chainIds).toBeUndefined();
      }
    }
  });

  it('sets the test wallet to the chain Coinloom uses where the test network has several', () => {
    expect(sandboxPlanOf(getNetwork('avalanche')).walletNetwork).toBe('Fuji C-Chain');
    expect(sandboxPlanOf(getNetwork('polkadot')).walletNetwork).toBe('Paseo Asset Hub');
    expect(sandboxPlanOf(getNetwork('ethereum')).walletNetwork).toBe('Sepolia');
  });

  it('names the public test networks the sandbox does not use', () => {
    expect(sandboxPlanOf(getNetwork('bitcoin')).otherTestNetworks).toEqual(['signet']);
    expect(sandboxPlanOf(getNetwork('tron')).otherTestNetworks).toEqual(['Shasta']);
    expect(sandboxPlanOf(getNetwork('kusama')).otherTestNetworks).toEqual(['Paseo']);
    expect(sandboxPlanOf(getNetwork('solana')).otherTestNetworks).toEqual([]);
  });

  it('lists the tokens to look up before testing them, and none on a network of its native coin alone', () => {
    expect(sandboxPlanOf(getNetwork('bsc')).testTokens).toEqual(['USDT', 'USDC']);
    expect(sandboxPlanOf(getNetwork('blast')).testTokens).toEqual(['USDB']);
    expect(sandboxPlanOf(getNetwork('fantom')).testTokens).toEqual([]);
  });

  it('contrasts the deposit-address formats only where sandbox and live addresses differ', () => {
    const differing = networks.filter((network) => sandboxPlanOf(network).depositAddresses).map((n) => n.id);
    expect(differing.sort()).toEqual(['bitcoin', 'kusama', 'ton']);
    const bitcoin = sandboxPlanOf(getNetwork('bitcoin')).depositAddresses;
    expect(bitcoin?.sandbox.description).toMatch(/^tb1q /);
    expect(bitcoin?.live.description).toMatch(/^bc1q /);
  });
});
