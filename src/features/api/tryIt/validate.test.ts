/**
 * The panel's checks, on the data the build gives it: every operation's example body is valid against the
 * schema the panel gets (so that schema holds every reference it needs), and a broken body or parameter is
 * named in the description's words.
 */
import {describe, expect, it} from 'vitest';
import {allOperations, requestBodyOf} from '../openapi';
import {tryItData} from './data';
import {checkBody, checkParameter} from './validate';

const withBody = allOperations().filter(({operation}) => requestBodyOf(operation)?.schema);

describe('the body check', () => {
  it.each(withBody.map(({operation}) => operation.operationId))('%s: its example body is valid', (operationId) => {
    const {body} = tryItData(operationId);
    expect(body).toBeDefined();
    expect(checkBody(body?.example ?? '', body?.schema ?? {}, body?.required ?? false)).toEqual([]);
  });

  const checkout = tryItData('createCheckout').body;
  const example = JSON.parse(checkout?.example ?? '{}') as Record<string, unknown>;
  const check = (value: unknown) => checkBody(JSON.stringify(value), checkout?.schema ?? {}, true);

  it('names a missing field with its description', () => {
    const {kind, ...rest} = example;
    expect(kind).toBeDefined();
    expect(check(rest)).toContainEqual({
      field: 'kind',
      message: 'is required',
      description: expect.stringMatching(/\w/),
    });
  });

  it('gives the allowed values of an enum, as the description lists them', () => {
    const [problem] = check({...example, kind: 'subscription'});
    expect(problem).toMatchObject({
      field: 'kind',
      message: 'must be one of `donation`, `sale`, `cart` or `sale_token`',
    });
  });

  it('says which shapes a choice (oneOf) allows, once, without each option’s complaints', () => {
    const problems = check({...example, price: {amount: '25.00'}});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({field: 'price', message: expect.stringMatching(/FiatAmount, Money/)});
    expect(problems[0].description).toMatch(/fiat/);
  });

  it('gives the pattern a value breaks', () => {
    const problems = check({...example, success_url: 'not a url'});
    expect(problems[0]).toMatchObject({
      field: 'success_url',
      message: expect.stringMatching(/must be a uri value|pattern/),
    });
  });

  it('says when the body is not JSON, or missing', () => {
    expect(checkBody('{"kind": "sale",}', checkout?.schema ?? {}, true)[0].message).toMatch(/^The body is not JSON/);
    expect(checkBody('  ', checkout?.schema ?? {}, true)).toEqual([
      {field: '', message: 'The request needs a JSON body.'},
    ]);
  });
});

describe('the parameter check', () => {
  const [limit, startingAfter, status] = tryItData('listPayments').parameters;

  it('types a number before it checks it', () => {
    expect(checkParameter(limit, '20')).toEqual([]);
    expect(checkParameter(limit, '500')).toEqual([
      {field: 'limit', message: 'must be <= 100', description: 'How many objects to return, from 1 to 100.'},
    ]);
  });

  it('checks a pattern and an enum, and leaves an optional empty value alone', () => {
    expect(checkParameter(startingAfter, 'pay_2Xv9Nc4HsE')).toEqual([]);
    expect(checkParameter(startingAfter, 'pay 1')[0].message).toBe(
      'must match the pattern `^[a-z]{3}_[A-Za-z0-9]{8,32}$`',
    );
    expect(checkParameter(status, 'lost')[0].message).toMatch(/^must be one of `created`/);
    expect(checkParameter(status, '')).toEqual([]);
  });

  it('requires a path parameter', () => {
    const [checkoutId] = tryItData('getCheckout').parameters;
    expect(checkParameter(checkoutId, '')).toEqual([
      {field: 'checkoutId', message: 'is required', description: checkoutId.description},
    ]);
  });
});
