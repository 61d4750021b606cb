import {describe, expect, it} from 'vitest';
import {apiDataModules} from './dataModules';

describe('the data modules of the API description', () => {
  const modules = apiDataModules();

  it('hold the facts of the description as a whole', () => {
    const facts = modules['facts.json'] as {idPrefixes: string[]; statusMachines: string[]; version: string};
    expect(facts.idPrefixes).toContain('pay_');
    expect(facts.statusMachines).toContain('PaymentStatus');
    expect(facts.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("hold each operation's method, path and first request example, and only those with a request body", () => {
    expect(modules['request-example/createCheckout.json']).toMatchObject({method: 'post', path: '/checkouts'});
    expect(modules['request-example/validateAddress.json']).toMatchObject({example: expect.any(Object)});
    expect(modules['request-example/getPayment.json']).toBeUndefined();
  });
});
