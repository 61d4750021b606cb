import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {describeTypicalTime} from '@site/src/features/networks/describe';
import {describePaidWhen} from './paidWhen';

/** Where the developers' payment flow explains the tolerance that tells paid from under- and overpaid. */
const tolerancePath = '/for-developers/cryptocurrency-payments-through-coinloom/#apply-the-tolerance';
/** Where the callbacks page explains handling each event once, in any order. */
const callbacksPath = '/for-developers/callbacks/#handle-retries-duplicates-and-order';

type Props = {
  /** The network's id, as in the data file and the API. */
  network: NetworkId;
};

/**
 * When a payment on one network turns `pending` and when it reaches the status its amount decides, from the
 * network's data (Coinloom's confirmation policy included), with what to deliver on.
 */
export default function NetworkPaymentStatuses({network: id}: Props): ReactNode {
  const network = getNetwork(id);
  return (
    <p>
      On {network.name}, a payment becomes <code>pending</code> {network.pendingWhen}, and Coinloom sends{' '}
      <code>payment.pending</code>. {describePaidWhen(network)}, usually {describeTypicalTime(network)} after the payer
      sends, the payment becomes <code>paid</code>, or <code>underpaid</code> or <code>overpaid</code> if the amount is
      off by more than your <Link to={tolerancePath}>tolerance</Link>, and Coinloom sends the callback of the same name.
      Deliver on <code>paid</code> or <code>overpaid</code>, never on <code>pending</code>, and handle{' '}
      <Link to={callbacksPath}>each event once, in any order</Link>.
    </p>
  );
}
