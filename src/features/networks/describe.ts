import type {Network} from '../../data/networks';

/** When a payment on the network counts as final, in words: "12 confirmations", "finalized (…)". */
export function describeFinality(network: Network): string {
  return network.finality.rule === 'confirmations'
    ? `${network.finality.count} confirmations`
    : `finalized (${network.finality.mechanism})`;
}

/** How long a payment on the network typically takes to be paid, in words. */
export function describeTypicalTime(network: Network): string {
  return network.typicalMinutesToPaid <= 1 ? 'about a minute or less' : `about ${network.typicalMinutesToPaid} minutes`;
}
