import {multisendSettings} from '../../../data/checkoutSettings';
import {confirmation, idPrefixes, limits} from '../../../data/product';
import {settingControl} from '../setting-controls';
import type {Screen} from '../types';

const m = multisendSettings;

export const multisend = {
  id: 'multisend',
  name: 'Multisend',
  frame: 'app',
  nav: 'Multisend',
  page: 'functional/multisend.mdx',
  figureTitle: 'The Multisend screen with the batch form, the list of batches and the recipients of one batch',
  controls: [
    {
      label: 'New multisend',
      kind: 'button',
      does: 'Opens an empty batch form.',
      group: 'Batch form',
    },
    settingControl(m.wallet, 'select', {
      wrong:
        "The wallet needs the batch's total in the asset and enough of the network's native coin for every network fee.",
      group: 'Batch form',
    }),
    settingControl(m.asset, 'select', {
      wrong:
        'Recipients must expect this asset on this network. The same asset sent on another network does not reach them.',
      group: 'Batch form',
    }),
    settingControl(m.recipients, 'upload', {
      wrong: `A file with more than ${limits.multisendMaxRecipients} rows is refused: split it into several batches.`,
      group: 'Batch form',
    }),
    {
      label: 'Add recipient',
      kind: 'button',
      does: 'Adds a row to type a recipient by hand: address, amount, and optionally a memo and a reference.',
      group: 'Batch form',
    },
    settingControl(m.scheduledAt, 'field', {
      wrong: `A scheduled batch runs unattended only inside the wallet's auto-sign policy (Multisend batches, limits, networks, and every recipient among its allowed destinations); otherwise it waits as ${confirmation.label} on Home and expires after ${limits.confirmationWindowHours} hours unconfirmed.`,
      group: 'Batch form',
    }),
    settingControl(m.note, 'field', {group: 'Batch form'}),
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows the totals before anything is sent: recipients, the sum paid and the network fee. Confirm there with your authenticator code.',
      wrong: 'Review is refused while any row has an error. Fix or remove the rows the check marks.',
      group: 'Batch form',
    },
    {
      label: 'Batches',
      kind: 'table',
      does: 'Your batches, newest first: note, asset and network, recipients, how many were sent, and status. Select one to see its recipients.',
      values: `Statuses: scheduled, ${confirmation.status}, processing, completed, partially_failed, failed, and ${confirmation.expiredStatus} or ${confirmation.declinedStatus} for one never confirmed. Batch ids start with ${idPrefixes.multisend}.`,
      group: 'Batches',
    },
    {
      label: 'Batch recipients',
      kind: 'table',
      does: 'Each recipient of the selected batch with its own status, your reference and, for a failed row, the reason.',
      values: 'Statuses: pending, sent, failed.',
      wrong:
        'Pay the failed rows in a new batch. Never upload the whole file again: recipients already sent would be paid twice.',
      group: 'Batches',
    },
  ],
  states: {
    empty: 'An account with no batches sees a short explanation and New multisend instead of the list.',
    loading:
      'After an upload, a progress bar shows while each row is checked; the tables show grey rows until the batches load.',
    error:
      'Rows that fail the check are marked with the reason: an address not valid on the network, an amount too small, or a balance too low for the total and the fees.',
  },
} as const satisfies Screen;
