import {describe, expect, it} from 'vitest';
import {networks, type Network} from '../../../data/networks';
import {describePaidWhen} from './paidWhen';

const withFinality = (finality: Network['finality']): Network => ({...(networks[0] as Network), finality});

describe('when a payment’s amount is judged, in words', () => {
  it('counts confirmations from the block that includes the transfer', () => {
    expect(describePaidWhen(withFinality({rule: 'confirmations', count: 7}))).toBe(
      'After 7 confirmations (the block that includes the transfer counts as the first)',
    );
  });

  it('names the mechanism where the network itself marks blocks final', () => {
    expect(describePaidWhen(withFinality({rule: 'finalized', mechanism: 'GRANDPA finality'}))).toBe(
      'Once the network marks that block final (GRANDPA finality)',
    );
  });

  it('reads each network’s count from the data file', () => {
    for (const network of networks) {
      const phrase = describePaidWhen(network);
      if (network.finality.rule === 'confirmations') {
        expect(phrase).toContain(`After ${network.finality.count} confirmations`);
      } else {
        expect(phrase).toContain(network.finality.mechanism);
      }
    }
  });
});
