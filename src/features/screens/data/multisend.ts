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
      wrong: 'It needs the batch total plus native coin for every network fee.',
      group: 'Batch form',
    }),
    settingControl(m.asset, 'select', {
      wrong: 'Recipients must expect this asset on this network; on another, it does not reach them.',
      group: 'Batch form',
    }),
    settingControl(m.recipients, 'upload', {
      wrong: `Over ${limits.multisendMaxRecipients} rows is refused: split the file.`,
      group: 'Batch form',
    }),
    {
      label: 'Add recipient',
      kind: 'button',
      does: 'Adds a row by hand: address, amount, and optional memo and reference.',
      group: 'Batch form',
    },
    settingControl(m.scheduledAt, 'field', {
      wrong: `Runs unattended only inside the wallet's auto-sign policy (Multisend batches, limits, networks, every recipient an allowed destination); otherwise it waits as ${confirmation.label} on Home and expires after ${limits.confirmationWindowHours} hours unconfirmed.`,
      group: 'Batch form',
    }),
    settingControl(m.note, 'field', {group: 'Batch form'}),
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows the asset and network, recipients, total and network fee before sending; confirm with your authenticator code.',
      wrong: 'Refused while any row has an error: fix or remove the marked rows.',
      group: 'Batch form',
    },
    {
      label: 'Batches',
      kind: 'table',
      does: 'Newest first: note, asset and network, recipients, how many were sent, and status. Select one for its recipients.',
      values: `Statuses: scheduled, ${confirmation.status}, processing, completed, partially_failed, failed, and ${confirmation.expiredStatus} or ${confirmation.declinedStatus} for one never confirmed. Batch ids start with ${idPrefixes.multisend}.`,
      group: 'Batches',
    },
    {
      label: 'Batch recipients',
      kind: 'table',
      does: "Each recipient's status, your reference and, if failed, the reason.",
      values: 'Statuses: pending, sent, failed.',
      wrong: 'Pay failed rows in a new batch; re-uploading the whole file pays sent recipients twice.',
      group: 'Batches',
    },
  ],
  states: {
    empty: 'A short explanation and New multisend instead of the list.',
    loading: 'A progress bar while an upload is checked; grey rows until batches load.',
    error:
      'Failing rows show why: an address invalid on the network, an amount too small, or a balance too low for total and fees.',
  },
} as const satisfies Screen;
