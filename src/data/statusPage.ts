/**
 * Coinloom's status page (urls.status): the components it reports on and the
 * states each component can be in. /status-page/ renders both tables from
 * here, so the list of networks there is always the list Coinloom supports.
 */
import {networks} from './networks';
import {urls} from './product';

export type StatusComponent = {
  name: string;
  /** The heading the component sits under on the status page. */
  group: 'Platform' | 'Networks';
  /** What the component covers, and what a merchant notices when it is not operational. */
  covers: string;
};

const platform = [
  {
    name: 'API',
    group: 'Platform',
    covers: `The live REST API at ${urls.apiLive}: creating checkouts and invoices, reading payments, payouts, swaps. When it is down, your server's requests fail or slow down.`,
  },
  {
    name: 'Sandbox',
    group: 'Platform',
    covers: `The sandbox API at ${urls.apiSandbox} and the sandbox's test networks. It does not affect live payments.`,
  },
  {
    name: 'Dashboard',
    group: 'Platform',
    covers: `The web app at ${urls.app}: logging in, the screens, and confirming sends, withdrawals and payouts.`,
  },
  {
    name: 'Checkout pages',
    group: 'Platform',
    covers:
      'The hosted checkout and invoice pages, wherever they open: from a link, a button or an iframe. When they are down, payers cannot start a payment.',
  },
  {
    name: 'Callbacks',
    group: 'Platform',
    covers:
      'Delivery of signed events to callback URLs. When it is degraded, events arrive late, and the API still lists every one.',
  },
  {
    name: 'Swaps',
    group: 'Platform',
    covers: 'Quotes, swaps and auto-swaps. When they are down, quotes are refused and auto-swaps wait.',
  },
  {
    name: 'Withdrawals and multisend',
    group: 'Platform',
    covers: 'Sends, withdrawals to crypto addresses and multisend batches.',
  },
  {
    name: 'Fiat off-ramp',
    group: 'Platform',
    covers: 'Withdrawals to bank accounts and cards through the off-ramp partner, and identity checks.',
  },
] as const satisfies readonly StatusComponent[];

/** One component per supported network: how Coinloom processes it. */
const networkComponents: readonly StatusComponent[] = networks.map((network) => ({
  name: network.name,
  group: 'Networks',
  covers: `Processing on ${network.name}: seeing and confirming payments, sweeps, and sending transactions. When it is degraded, payments on ${network.name} stay pending longer than usual.`,
}));

export const statusComponents: readonly StatusComponent[] = [...platform, ...networkComponents];

export type StatusState = {
  name: string;
  means: string;
  /** What a merchant does while a component is in this state. */
  youDo: string;
};

/** The states of a component, from best to worst, and planned maintenance. */
export const statusStates = [
  {
    name: 'Operational',
    means: 'Working normally.',
    youDo: 'Nothing. If something still looks wrong, the cause is probably on your side.',
  },
  {
    name: 'Degraded performance',
    means: 'Working, but slower than usual: payments confirmed late, callbacks delayed, slow API answers.',
    youDo: 'Wait rather than retry in a loop. Tell payers that confirmation takes longer than usual.',
  },
  {
    name: 'Partial outage',
    means: 'Failing for some requests, some merchants or some operations, and working for the rest.',
    youDo:
      'Follow the runbook below. Retry API requests that failed with a 5xx or timed out, with the same idempotency key.',
  },
  {
    name: 'Major outage',
    means: 'Not working for most or all requests.',
    youDo: 'Follow the runbook below. Pause what depends on the component, such as payouts, until it recovers.',
  },
  {
    name: 'Maintenance',
    means: 'Planned work, announced in advance with its time window. The component may pause during the window.',
    youDo: 'Plan around the window: schedule payouts and swaps before or after it.',
  },
] as const satisfies readonly StatusState[];
