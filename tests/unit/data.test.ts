import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  apiKeyScopes,
  autoSignOperationKinds,
  callbackEventTypes,
  checkoutKinds,
  confirmation,
  fees,
  idPrefixes,
  limits,
  paymentStatuses,
  processingFee,
  product,
  urls,
} from '../../src/data/product';
import {appScreens} from '../../src/data/app';
import {specRoutes} from '../../src/data/routes';
import {projectRoot} from '../support/docs';

describe('product facts', () => {
  it('carries the version the package and the release notes carry', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(product.version).toBe('4.8.1');
    expect(pkg.version).toBe(product.version);
    expect(specRoutes).toContain(product.releaseNotesPath);
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
      confirmationWindowHours: 24,
    });
  });

  it('keeps the rules decided later: the processing fee, and one waiting status for money going out', () => {
    expect(processingFee).toMatchObject({percent: 1, statuses: ['paid', 'underpaid', 'overpaid']});
    // One page states all fees: the fee table, whose first row is Coinloom's own fee.
    expect(fees[0].name).toBe('Coinloom processing fee');
    expect(fees[0].when).toContain(`${processingFee.percent}% of the amount credited`);
    expect(fees.find((fee) => fee.name.startsWith('Network fee on a send'))?.when).toMatch(/no fee of its own/);
    expect(confirmation).toEqual({
      status: 'awaiting_confirmation',
      label: 'Awaiting confirmation',
      expiredStatus: 'expired',
      declinedStatus: 'cancelled',
    });
    expect(autoSignOperationKinds.map((kind) => kind.id)).toEqual([
      'withdrawal',
      'refund',
      'multisend',
      'nft_transfer',
      'swap',
      'auto_swap',
      'recurring_billing',
    ]);
    // Allowed destinations bound only what pays an address of your choosing.
    expect(autoSignOperationKinds.filter((kind) => kind.boundByDestinations).map((kind) => kind.id)).toEqual([
      'withdrawal',
      'multisend',
      'nft_transfer',
    ]);
  });

  it('keeps the rules decided on 2026-11-27: refunds, the fee on a refund, and overpaid as final', () => {
    // A refund goes to the payer's refund address; auto-sign never sends one anywhere else.
    expect(autoSignOperationKinds.find((kind) => kind.id === 'refund')?.covers).toMatch(
      /refund address the payer gave.*any other address waits for the owner whatever the policy/,
    );
    expect(processingFee.returnedOnRefund).toBe(false);
    expect(fees[0].when).toMatch(/not returned when you refund/);
    expect(paymentStatuses.find((status) => status.id === 'overpaid')?.meaning).toMatch(/leaves the payment overpaid/);
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
    expect(final).toEqual(['paid', 'overpaid', 'expired', 'failed', 'refunded']);
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
      expect(specRoutes).toContain(screen.route);
    }
  });
});
