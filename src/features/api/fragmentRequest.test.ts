import {describe, expect, it} from 'vitest';
import {fragmentKinds, fromQuery, toQuery, type FragmentRequest} from './fragmentRequest';

const at = {page: 'for-developers/api/x', key: 3, level: 4};

describe('a fragment request', () => {
  it('reads back what it wrote, lists included, empty names left out', () => {
    const requests: FragmentRequest[] = [
      {api: 'operation', op: 'createCheckout', example: 'donation', hide: ['errors', 'response']},
      {api: 'example', op: 'createCheckout', part: 'response', status: '201'},
      {api: 'example', schema: 'Checkout'},
      {api: 'events', types: ['payment.completed', 'payment.expired'], example: 'only'},
      {api: 'ref-section', title: 'Money & amounts'},
      {api: 'servers'},
    ];
    for (const request of requests) expect(fromQuery(toQuery(request, at))).toEqual({request, placement: at});
    expect(toQuery({api: 'samples', op: 'getPayment', example: ''}, at)).not.toContain('example');
  });

  it('ignores the browser chunk marker the loader adds', () => {
    expect(fromQuery(`${toQuery({api: 'servers'}, at)}&chunk`).request).toEqual({api: 'servers'});
  });

  it('is typed: a mistyped kind, or a kind without its name, fails the type check (npm run typecheck)', () => {
    // @ts-expect-error: no kind "operations"
    expect(() => fromQuery(toQuery({api: 'operations', op: 'getPayment'}, at))).toThrow(/Unknown API fragment/);
    // @ts-expect-error: a schema fragment needs its name
    expect(() => fromQuery(toQuery({api: 'schema'}, at))).toThrow(/needs "name"/);
  });

  it('refuses an unknown kind, and a kind without the name it needs', () => {
    expect(fragmentKinds).toHaveLength(20);
    expect(() => fromQuery('api=operations&op=x')).toThrow(/Unknown API fragment "operations"; known: operation,/);
    expect(() => fromQuery('api=ref-tag')).toThrow(/"ref-tag" needs "tag"/);
    expect(() => fromQuery('api=example&op=createCheckout')).toThrow(/"example" needs "part"/);
  });
});
