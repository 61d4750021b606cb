import {describe, expect, it} from 'vitest';
import {identifiersIn} from './identifiers';

describe('identifiersIn', () => {
  it('finds header names, camelCase, PascalCase, snake_case and constants, each once, in order', () => {
    const code = [
      'curl -X POST "$COINLOOM_API/v1/checkouts" \\',
      '  -H "X-Coinloom-Signature: $SIGNATURE" -H "Idempotency-Key: $(uuidgen)" \\',
      '  -d \'{"amount_due": "10.00", "idempotency_key": null}\'',
      'const ok = verifyCallback({secret, header}); new CoinloomClient(); verifyCallback();',
      'COINLOOM_SECRET = os.environ["COINLOOM_SECRET"]',
    ].join('\n');
    expect(identifiersIn(code)).toEqual([
      'COINLOOM_API',
      'X-Coinloom-Signature',
      'Idempotency-Key',
      'amount_due',
      'idempotency_key',
      'verifyCallback',
      'CoinloomClient',
      'COINLOOM_SECRET',
    ]);
  });

  it('leaves out plain words, numbers, ids and digests', () => {
    const code = '{"id": "pay_2Xv9Nc4HsE", "status": "paid", "v1": "5d41402abc4b2a76b9719d911017c592"}';
    expect(identifiersIn(code)).toEqual([]);
  });
});
