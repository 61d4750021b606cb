/**
 * The panel's checks, with the data and the validators the build gives it: the validators are the standalone
 * module the loader puts in the page's chunk (checks.ts), required here from a file as the bundler would. Every
 * operation's example body is valid (so each schema holds every reference it needs), and a broken body or
 * parameter is named in the description's words.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {allOperations, requestBodyOf} from '../openapi';
import {checksSource} from './checks';
import {tryItData} from './data';
import {parameterKey} from './request';
import {checkBody, checkParameter, duplicateKeys, validatorOf, type TryItChecks} from './validate';

const withBody = allOperations().filter(({operation}) => requestBodyOf(operation)?.schema);

// Inside the project, so the module's requires of Ajv's runtime and ajv-formats resolve as in the build.
const modules = fileURLToPath(new URL('../../../../node_modules/.cache/try-it-checks/', import.meta.url));
const load = createRequire(import.meta.url);

/** An operation's validators, from the module the build writes. */
function checksOf(operationId: string): TryItChecks {
  fs.mkdirSync(modules, {recursive: true});
  const file = `${modules}${operationId}.cjs`;
  fs.writeFileSync(file, checksSource(operationId));
  return load(file) as TryItChecks;
}

describe('the body check', () => {
  it.each(withBody.map(({operation}) => operation.operationId))('%s: its example body is valid', (operationId) => {
    const {body} = tryItData(operationId);
    expect(body).toBeDefined();
    expect(checkBody(body?.example ?? '', validatorOf(checksOf(operationId), 'body'), body?.required ?? false)).toEqual(
      [],
    );
  });

  const checkout = tryItData('createCheckout').body;
  const validate = validatorOf(checksOf('createCheckout'), 'body');
  const example = JSON.parse(checkout?.example ?? '{}') as Record<string, unknown>;
  const check = (value: unknown) => checkBody(JSON.stringify(value), validate, true);

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
    expect(checkBody('{"kind": "sale",}', validate, true)[0].message).toMatch(/^The body is not JSON/);
    expect(checkBody('  ', validate, true)).toEqual([{field: '', message: 'The request needs a JSON body.'}]);
  });
});

describe('the parameter check', () => {
  const [limit, startingAfter, status] = tryItData('listPayments').parameters;
  const payments = checksOf('listPayments');
  const checkParameterOf = (parameter: typeof limit, value: string) =>
    checkParameter(parameter, value, validatorOf(payments, parameterKey(parameter)));

  it('types a number before it checks it', () => {
    expect(checkParameterOf(limit, '20')).toEqual([]);
    expect(checkParameterOf(limit, '500')).toEqual([
      {field: 'limit', message: 'must be <= 100', description: 'How many objects to return, from 1 to 100.'},
    ]);
  });

  it('checks a pattern and an enum, and leaves an optional empty value alone', () => {
    expect(checkParameterOf(startingAfter, 'pay_2Xv9Nc4HsE')).toEqual([]);
    expect(checkParameterOf(startingAfter, 'pay 1')[0].message).toBe(
      'must match the pattern `^[a-z]{3}_[A-Za-z0-9]{8,32}$`',
    );
    expect(checkParameterOf(status, 'lost')[0].message).toMatch(/^must be one of `created`/);
    expect(checkParameterOf(status, '')).toEqual([]);
  });

  it('requires a path parameter', () => {
    const [checkoutId] = tryItData('getCheckout').parameters;
    expect(checkParameter(checkoutId, '', validatorOf(checksOf('getCheckout'), parameterKey(checkoutId)))).toEqual([
      {field: 'checkoutId', message: 'is required', description: checkoutId.description},
    ]);
  });
});

describe('a path value that URL parsing would fold', () => {
  const [checkoutId] = tryItData('getCheckout').parameters;
  const validate = validatorOf(checksOf('getCheckout'), parameterKey(checkoutId));

  it.each(['.', '..'])('flags %s in the field, saying why no request is built', (value) => {
    expect(checkParameter(checkoutId, value, validate)).toEqual([
      {
        field: 'checkoutId',
        message: expect.stringMatching(/URL parsing reads it as "(this folder|the folder above)".*another endpoint/),
        description: checkoutId.description,
      },
    ]);
  });
});

describe('a body that names a key twice', () => {
  const {body} = tryItData('createCheckout');
  const validate = validatorOf(checksOf('createCheckout'), 'body');
  const example = body?.example ?? '{}';

  it('is flagged, with the reason: servers keep the last value while the signature covers both', () => {
    // The example with its first key written again at the end, with another value.
    const [first] = Object.keys(JSON.parse(example) as object);
    const twice = `${example.trimEnd().replace(/\}$/, '')},\n  "${first}": "another value"\n}`;
    expect(() => JSON.parse(twice) as unknown).not.toThrow();
    const problems = checkBody(twice, validate, true);
    expect(problems[0]).toEqual({field: first, message: expect.stringContaining('named twice in the same object')});
    expect(problems[0].message).toMatch(/keep the last value.*the signature covers the body as sent, both values/s);
  });

  it.each([
    ['{"a": 1, "a": 2}', [{field: '', key: 'a'}]],
    ['{"a": 1, "\\u0061": 2}', [{field: '', key: 'a'}]],
    ['{"price": {"amount": "1", "currency": "EUR", "amount": "2"}}', [{field: 'price', key: 'amount'}]],
    ['{"items": [{"id": 1}, {"id": 2, "id": 3}]}', [{field: 'items[1]', key: 'id'}]],
    ['[{"a": {"b": [0, {"c": 1, "c": 1}]}}]', [{field: '[0].a.b[1]', key: 'c'}]],
    ['{"a": "a", "b": "a", "c": {"a": 1}, "d": [{"a": 1}, {"a": 1}]}', []],
    ['{"a\\"": 1, "a": 2, "a\\\\": 3}', []],
    ['{"": 1, "": 2}', [{field: '', key: ''}]],
  ])('finds the repeated keys of %s', (text, expected) => {
    expect(duplicateKeys(text)).toEqual(expected);
  });

  it('names the place of a nested one as the other checks do', () => {
    const text = '{"price": {"amount": "1", "amount": "2", "currency": "EUR"}}';
    expect(checkBody(text, () => true, true)).toEqual([
      {field: 'price.amount', message: expect.stringContaining('named twice')},
    ]);
  });
});
