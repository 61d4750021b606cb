/**
 * The accessors in src/features/api/openapi.ts that the Api* components render from:
 * an unknown name fails (so a typo in a page fails the build), the error
 * catalogue and the status machines are complete, and the reference's anchors
 * are unique.
 */
import {describe, expect, it} from 'vitest';
import {
  allOperations,
  allWebhooks,
  anchors,
  description,
  enumTransitions,
  errorCatalog,
  getError,
  getOperation,
  getSchema,
  getWebhook,
  operationsByTag,
  webhookDataSchema,
} from './openapi';

describe('the API description accessors', () => {
  it('fail with the unknown name for an operation, schema, webhook or error code', () => {
    expect(() => getOperation('createCheckoutt')).toThrow(/createCheckoutt/);
    expect(() => getSchema('Paymnet')).toThrow(/Paymnet/);
    expect(() => getWebhook('payment.payed')).toThrow(/payment\.payed/);
    expect(() => getError('not_a_code')).toThrow(/not_a_code/);
  });

  it('describe every error code with its HTTP status, and every code an operation lists', () => {
    const codes = (getSchema('ErrorCode').enum ?? []).map(String);
    expect(errorCatalog().map((entry) => entry.code)).toEqual(codes);
    for (const entry of errorCatalog()) {
      expect(Number.isInteger(entry.status) && entry.status >= 400, entry.code).toBe(true);
      expect(entry.meaning, entry.code).toBeTruthy();
    }
    for (const {operation} of allOperations()) {
      for (const code of operation['x-error-codes'] ?? []) {
        expect(() => getError(code), `${operation.operationId}: ${code}`).not.toThrow();
      }
    }
  });

  it('read every status machine', () => {
    const machines = Object.entries(description().components.schemas).filter(([, schema]) => schema['x-transitions']);
    expect(machines.length).toBeGreaterThan(0);
    for (const [name, schema] of machines) {
      expect(enumTransitions(schema).length, name).toBeGreaterThan(0);
    }
  });

  it('group every operation under exactly one tag', () => {
    const grouped = operationsByTag().flatMap((group) => group.operations.map((o) => o.operation.operationId));
    expect(grouped.sort()).toEqual(
      allOperations()
        .map((o) => o.operation.operationId)
        .sort(),
    );
  });

  it('find the object each event carries', () => {
    for (const webhook of allWebhooks()) {
      expect(webhookDataSchema(webhook)?.$ref, webhook.type).toMatch(/^#\/components\/schemas\//);
    }
  });

  it('give every operation, event, schema, error code and tag its own anchor', () => {
    const ids = [
      ...allOperations().map((o) => anchors.operation(o.operation.operationId)),
      ...allWebhooks().map((w) => anchors.webhook(w.type)),
      ...Object.keys(description().components.schemas).map(anchors.schema),
      ...errorCatalog().map((entry) => anchors.error(entry.code)),
      ...operationsByTag().map((group) => anchors.tag(group.tag.name)),
    ];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
