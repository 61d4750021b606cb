import type {Network} from '../../../data/networks';

/**
 * When Coinloom judges a payment's amount on the network (paid, underpaid or overpaid), as a phrase that opens a
 * sentence: "After 12 confirmations (…)" or "Once the network marks that block final (GRANDPA finality)".
 */
export function describePaidWhen(network: Network): string {
  return network.finality.rule === 'confirmations'
    ? `After ${network.finality.count} confirmations (the block that includes the transfer counts as the first)`
    : `Once the network marks that block final (${network.finality.mechanism})`;
}
