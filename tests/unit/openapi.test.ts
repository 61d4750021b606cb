/**
 * The API description (static/openapi.yaml) against the API contract (tests/fixtures/api-contract.ts) and the
 * product facts (src/data): its operations, errors and status machines, and every example it gives.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  apiKeyScopes,
  autoSignOperationKinds,
  callbackEventTypes,
  checkoutKinds,
  confirmation,
  idPrefixes,
  limits,
  paymentStatuses,
  processingFee,
  product,
  urls,
} from '../../src/data/product';
import {networks, nftNetworks, saleTokenNetworks} from '../../src/data/networks';
import {apiDocumentFile} from '../../src/features/api/document';
import {
  allOperations,
  deref,
  description,
  getOperation,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Tag,
} from '../../src/features/api/openapi';
import {contractErrors, contractOperations, contractTags} from '../fixtures/api-contract';
import {
  collectExamples,
  isObject,
  objectsIn,
  schemaNodes,
  schemaValidator,
  stringsIn,
  type JsonObject,
} from '../support/openapiWalk';

type Described = {description: string};

/** The description with the parts these tests read, which its type leaves optional, all there. */
type ApiDescription = {
  openapi: string;
  info: OpenApiDocument['info'] & Described;
  servers: (OpenApiDocument['servers'][number] & Described)[];
  security: Record<string, string[]>[];
  tags: (Tag & Described)[];
  paths: OpenApiDocument['paths'];
  webhooks: Record<string, {post: Operation & Described}>;
  components: Required<OpenApiDocument['components']>;
};

// The document as openapi.ts reads it, so that its operations, references and schemas are the same objects here.
const doc = description() as ApiDescription;
// The file as written, for what a parsed document loses: every link and address, in comments too.
const source = fs.readFileSync(apiDocumentFile, 'utf8');
const {schemas} = doc.components;

/** The operation of that id; it throws for an id the description lacks. */
const operation = (operationId: string): Operation => getOperation(operationId).operation;

const examples = collectExamples(doc);
const exampleObjects = examples.flatMap((check) => objectsIn(check.value));
const allSchemaNodes = Object.entries(schemas).flatMap(([name, schema]) => schemaNodes(schema, name));
const validate = schemaValidator(doc);

const enumOf = (name: string) => schemas[name].enum as string[];

describe('the API description (static/openapi.yaml)', () => {
  it('is OpenAPI 3.1 with the product’s title, version and servers', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Coinloom API');
    expect(doc.info.version).toBe(product.version);
    expect(doc.servers.map((server) => server.url)).toEqual([urls.apiLive, urls.apiSandbox]);
    for (const server of doc.servers) {
      expect(server.description.length).toBeGreaterThan(10);
    }
  });

  it('has every example valid against its schema', () => {
    expect(examples.length).toBeGreaterThan(150);
    const failures = examples
      .map((check) => ({label: check.label, error: validate(check.schemaPointer, check.value)}))
      .filter((result) => result.error);
    expect(failures).toEqual([]);
  });

  it('has exactly the operations of the contract, each once, at its method and path', () => {
    const ids = allOperations().map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const located = allOperations().map(
      (entry) => `${entry.operation.operationId} ${entry.method.toUpperCase()} ${entry.path}`,
    );
    expect([...located].sort()).toEqual([...contractOperations].sort());
    const webhookIds = Object.values(doc.webhooks).map((hook) => hook.post.operationId);
    expect(new Set([...ids, ...webhookIds]).size).toBe(ids.length + webhookIds.length);
  });

  it('tags every operation with one of the contract’s tags, each described', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual(contractTags);
    for (const tag of doc.tags) {
      expect(tag.description.length).toBeGreaterThan(20);
    }
    for (const {operation: op} of allOperations()) {
      expect(op.tags).toHaveLength(1);
      expect(contractTags).toContain(op.tags?.[0]);
      expect(op.summary, op.operationId).toMatch(/^[A-Z]/);
      expect(op.description?.length, op.operationId).toBeGreaterThan(30);
    }
  });

  it('signs with the three headers together, and leaves only /public open', () => {
    expect(doc.security).toEqual([{CoinloomKey: [], CoinloomTimestamp: [], CoinloomSignature: []}]);
    expect(
      Object.values(doc.components.securitySchemes).map((scheme) => [scheme.type, scheme.in, scheme.name]),
    ).toEqual([
      ['apiKey', 'header', 'X-Coinloom-Key'],
      ['apiKey', 'header', 'X-Coinloom-Timestamp'],
      ['apiKey', 'header', 'X-Coinloom-Signature'],
    ]);
    for (const {path: apiPath, operation: op} of allOperations()) {
      if (apiPath.startsWith('/public/')) {
        expect(op.security, op.operationId).toEqual([]);
        expect(op.tags).toEqual(['Public']);
      } else {
        expect(op.security, op.operationId).toBeUndefined();
      }
    }
  });

  it('requires an Idempotency-Key on every POST, public ones included', () => {
    const key = doc.components.parameters.IdempotencyKey;
    expect(key).toMatchObject({name: 'Idempotency-Key', in: 'header', required: true});
    for (const {method, operation: op} of allOperations()) {
      const refs = (op.parameters ?? []).map((parameter) => parameter.$ref);
      expect(refs.includes('#/components/parameters/IdempotencyKey'), op.operationId).toBe(method === 'post');
    }
  });

  it('answers with rate-limit headers, and errors as problem documents', () => {
    for (const {operation: op} of allOperations()) {
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      expect(success, op.operationId).toHaveLength(1);
      for (const [, response] of Object.entries(op.responses)) {
        const resolved = deref(response) as {headers: Record<string, unknown>; content?: Record<string, JsonObject>};
        expect(Object.keys(resolved.headers)).toEqual(
          expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        );
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const content = response.content as Record<string, JsonObject>;
      expect(Object.keys(content), name).toEqual(['application/problem+json']);
      expect(content['application/problem+json'].schema).toEqual({$ref: '#/components/schemas/Problem'});
    }
    expect(Object.keys(deref(doc.components.responses.TooManyRequests).headers as JsonObject)).toContain('Retry-After');
  });

  it('lists the error codes of the contract, each in the catalog with its status, meaning and action', () => {
    expect(enumOf('ErrorCode')).toEqual(Object.keys(contractErrors));
    const catalog = schemas.ErrorCode['x-error-catalog'] as Record<
      string,
      {status: number; meaning: string; action: string}
    >;
    expect(Object.keys(catalog)).toEqual(enumOf('ErrorCode'));
    for (const [code, entry] of Object.entries(catalog)) {
      expect(entry.status, code).toBe(contractErrors[code]);
      expect(entry.meaning.length, code).toBeGreaterThan(20);
      expect(entry.action.length, code).toBeGreaterThan(20);
    }
  });

  it('gives every operation x-error-codes from the enum, each answered by a response of its status', () => {
    const catalog = schemas.ErrorCode['x-error-catalog'] as Record<string, {status: number}>;
    const used = new Set<string>();
    for (const {operation: op} of allOperations()) {
      const codes = op['x-error-codes'] ?? [];
      expect(codes.length, op.operationId).toBeGreaterThan(0);
      for (const code of codes) {
        expect(enumOf('ErrorCode'), `${op.operationId}: ${code}`).toContain(code);
        expect(op.responses[String(catalog[code].status)], `${op.operationId}: ${code}`).toBeDefined();
        used.add(code);
      }
      const errorStatuses = Object.keys(op.responses).filter((status) => Number(status) >= 400);
      expect(errorStatuses.sort()).toEqual([...new Set(codes.map((code) => String(catalog[code].status)))].sort());
    }
    // Within its 30 seconds a quote is never refused for price: only a late acceptance is refused.
    expect(operation('createSwap')['x-error-codes']).toContain('quote_expired');
    expect(operation('createSwap')['x-error-codes']).not.toContain('slippage_exceeded');
    expect(operation('createWithdrawal')['x-error-codes']).toEqual(
      expect.arrayContaining(['address_not_allowlisted', 'address_cooling_down', 'insufficient_funds']),
    );
    expect(operation('createMultisend')['x-error-codes']).toContain('too_many_recipients');
    expect(operation('getMerchant')['x-error-codes']).toContain('timestamp_out_of_range');
    expect(operation('getRates')['x-error-codes']).not.toContain('invalid_signature');
    // Every code is returned by some operation, but two that are reported on an object: allowance_revoked on the
    // subscription, slippage_exceeded in a swap's failure_reason.
    expect(enumOf('ErrorCode').filter((code) => !used.has(code))).toEqual(['slippage_exceeded', 'allowance_revoked']);
  });

  it('gives every problem example the status of the response it stands under, and the Problem schema none of its own', () => {
    // A schema example stands for every use of the schema: mock servers answer any error with it, whatever its status.
    expect(schemas.Problem.examples).toBeUndefined();
    expect(schemas.Problem.example).toBeUndefined();
    let checked = 0;
    for (const {operation: op} of allOperations()) {
      for (const [status, value] of Object.entries(op.responses)) {
        const media = (deref(value).content as JsonObject | undefined)?.['application/problem+json'] as
          JsonObject | undefined;
        if (!media) continue;
        const named = Object.entries((media.examples ?? {}) as JsonObject).map(([name, example]) => ({
          name,
          value: (example as JsonObject).value as JsonObject,
        }));
        const examples =
          media.example === undefined ? named : [{name: 'example', value: media.example as JsonObject}, ...named];
        expect(examples.length, `${op.operationId} ${status}`).toBeGreaterThan(0);
        for (const example of examples) {
          expect(example.value.status, `${op.operationId} ${status} ${example.name}`).toBe(Number(status));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('gives no response an example of a code that no operation answers with', () => {
    const listed = new Set(allOperations().flatMap(({operation: op}) => (op['x-error-codes'] ?? []) as string[]));
    const exampleCodes = Object.values(doc.components.responses).flatMap((response) => {
      const media = (response.content as JsonObject | undefined)?.['application/problem+json'] as
        JsonObject | undefined;
      const named = Object.values((media?.examples ?? {}) as JsonObject).map(
        (example) => (example as JsonObject).value,
      );
      return [media?.example, ...named].filter(isObject).map((example) => String(example.code));
    });
    expect(exampleCodes.filter((code) => !listed.has(code))).toEqual([]);
  });

  it('describes the status machines with transitions between their own values only', () => {
    const machines: Record<string, string[]> = {
      PaymentStatus: paymentStatuses.map((status) => status.id),
      SubscriptionStatus: ['pending_allowance', 'active', 'past_due', 'cancelled'],
      WithdrawalStatus: enumOf('WithdrawalStatus'),
    };
    for (const [name, values] of Object.entries(machines)) {
      const schema = schemas[name];
      expect(schema.enum, name).toEqual(values);
      const descriptions = schema['x-enum-descriptions'] as Record<string, string>;
      expect(Object.keys(descriptions), name).toEqual(values);
      const transitions = schema['x-transitions'] as Record<string, string[]>;
      expect(Object.keys(transitions), name).toEqual(values);
      for (const [from, targets] of Object.entries(transitions)) {
        for (const to of targets) {
          expect(values, `${name}: ${from} -> ${to}`).toContain(to);
          expect(to, `${name}: ${from} -> ${to}`).not.toBe(from);
        }
      }
    }
    const payment = schemas.PaymentStatus;
    const meanings = Object.fromEntries(paymentStatuses.map((status) => [status.id, status.meaning]));
    expect(payment['x-enum-descriptions']).toEqual(meanings);
    const transitions = payment['x-transitions'] as Record<string, string[]>;
    expect(transitions.created).toEqual(['pending', 'expired']);
    expect(transitions.pending).toEqual(['paid', 'underpaid', 'overpaid', 'failed']);
    expect(transitions.underpaid).toEqual(expect.arrayContaining(['paid', 'refunded']));
    // A final status moves only on the merchant's action: a refund of a paid payment,
    // or accepting a late deposit on an expired or failed one (judged by the tolerance).
    expect(transitions.paid).toEqual(['refunded']);
    // Overpaid is final: refunding only the excess leaves it overpaid, refunding everything makes it refunded.
    expect(transitions.overpaid).toEqual(['refunded']);
    expect(transitions.refunded).toEqual([]);
    // The statuses that do not change on their own are the product facts' final ones, though some move on your action.
    expect(payment['x-final']).toEqual(paymentStatuses.filter((status) => status.final).map((status) => status.id));
    for (const status of ['expired', 'failed']) {
      expect(transitions[status], status).toEqual(['paid', 'underpaid', 'overpaid']);
      const notes = payment['x-transition-notes'] as Record<string, string>;
      for (const to of transitions[status]) {
        expect(notes[`${status}->${to}`], `${status}->${to}`).toMatch(/late deposit/);
      }
    }
  });

  it('agrees with the product facts on events, scopes, checkout kinds and id prefixes', () => {
    expect(enumOf('EventType')).toEqual([...callbackEventTypes]);
    expect(Object.keys(schemas.EventType['x-enum-descriptions'] as JsonObject)).toEqual([...callbackEventTypes]);
    expect(Object.keys(doc.webhooks)).toEqual([...callbackEventTypes]);
    expect(enumOf('ApiKeyScope')).toEqual(apiKeyScopes.map((scope) => scope.id));
    expect(schemas.ApiKeyScope['x-enum-descriptions']).toEqual(
      Object.fromEntries(apiKeyScopes.map((scope) => [scope.id, scope.grants])),
    );
    const kinds = checkoutKinds.map((kind) => kind.id);
    for (const name of ['Checkout', 'CheckoutCreate']) {
      expect(schemas[name].properties?.kind.enum, name).toEqual(kinds);
    }
    const owners: Record<keyof typeof idPrefixes, string> = {
      checkout: 'Checkout',
      invoice: 'Invoice',
      payment: 'Payment',
      wallet: 'Wallet',
      merchant: 'Merchant',
      subscription: 'Subscription',
      plan: 'Plan',
      swap: 'Swap',
      withdrawal: 'Withdrawal',
      multisend: 'Multisend',
    };
    const projectPrefixes: Record<string, string> = {
      SwapQuote: 'qte_',
      Transaction: 'txn_',
      Nft: 'nft_',
      Event: 'evt_',
      ApiKey: 'key_',
      DepositAddress: 'adr_',
      WithdrawalAddress: 'wla_',
      SubscriptionCharge: 'chg_',
      PartnerMerchant: 'mer_',
    };
    const expected = {
      ...Object.fromEntries(
        Object.entries(owners).map(([entity, name]) => [name, idPrefixes[entity as keyof typeof idPrefixes]]),
      ),
      ...projectPrefixes,
    };
    for (const [name, prefix] of Object.entries(expected)) {
      expect(schemas[name].properties?.id.pattern, name).toMatch(new RegExp(`^\\^${prefix}`));
    }
    expect(schemas.Problem.properties?.request_id.pattern).toMatch(/^\^req_/);
  });

  it('names networks by the ids of networks.ts, and assets only where networks.ts lists them', () => {
    const ids = networks.map((network) => network.id);
    const networkFields = allSchemaNodes.filter((node) => node.name === 'network' && node.schema.type === 'string');
    expect(networkFields.length).toBeGreaterThan(15);
    // A sale token lives only on the networks whose tokens Coinloom delivers, an NFT only on those with NFT
    // standards; every other field takes them all.
    const saleToken = schemas.SaleToken.properties?.network;
    expect((saleToken as JsonSchema).enum).toEqual(saleTokenNetworks.map((network) => network.id));
    const nftFields = [
      schemas.Nft.properties?.network,
      schemas.NftTransfer.properties?.network,
      operation('listNfts').parameters?.find((parameter) => parameter.name === 'network')?.schema,
    ];
    for (const field of nftFields) {
      expect((field as JsonSchema).enum).toEqual(nftNetworks.map((network) => network.id));
    }
    const narrowed = [saleToken, ...nftFields];
    for (const {schema} of networkFields.filter((node) => !narrowed.includes(node.schema))) {
      expect(schema.enum).toEqual(ids);
    }
    const symbols = new Set(networks.flatMap((network) => network.assets.map((asset) => asset.symbol)));
    for (const {schema} of allSchemaNodes.filter((node) => node.name === 'asset' && node.schema.type === 'string')) {
      expect(new Set(schema.enum)).toEqual(symbols);
    }
    const pairs = exampleObjects.filter(
      (object) => typeof object.asset === 'string' && typeof object.network === 'string',
    );
    expect(pairs.length).toBeGreaterThan(50);
    for (const pair of pairs) {
      const network = networks.find((n) => n.id === pair.network);
      expect(
        network?.assets.map((asset) => asset.symbol),
        `${pair.asset} on ${pair.network}`,
      ).toContain(pair.asset);
    }
  });

  it('states the same token standards, decimals and confirmation policy as networks.ts in its examples', () => {
    for (const object of exampleObjects) {
      if (['asset', 'currency'].includes(object.object as string)) {
        const network = networks.find((n) => n.id === object.network);
        const asset = network?.assets.find((a) => a.symbol === object.asset);
        expect({standard: object.standard, decimals: object.decimals}, `${object.asset} on ${object.network}`).toEqual({
          standard: asset?.standard,
          decimals: asset?.decimals,
        });
      }
      if (object.object === 'network') {
        const network = networks.find((n) => n.id === object.id);
        expect(network, String(object.id)).toBeDefined();
        expect(object).toMatchObject({
          name: network?.name,
          family: network?.family,
          native: {symbol: network?.native.symbol, decimals: network?.native.decimals},
          sandbox_network: network?.sandboxNetwork,
          typical_minutes_to_paid: network?.typicalMinutesToPaid,
        });
        if (network?.finality.rule === 'confirmations') {
          expect(object.finality).toEqual({rule: 'confirmations', confirmations: network.finality.count});
        }
      }
    }
  });

  it('describes every property, and writes amounts as decimal strings', () => {
    for (const {name, schema} of allSchemaNodes) {
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        expect(property.description, `${name}.${key}`).toMatch(/\w{3}/);
      }
    }
    const amountFields = allSchemaNodes.filter((node) =>
      ['amount', 'available', 'pending', 'per_operation', 'daily', 'tokens_per_unit'].includes(node.name),
    );
    expect(amountFields.length).toBeGreaterThan(10);
    // The copies of an NFT to send are a count, not an amount of money: a whole number of at least 1.
    const copies = schemas.NftTransferCreate.properties?.amount;
    expect(copies?.pattern).toBe('^[1-9][0-9]{0,29}$');
    for (const {name, schema} of amountFields.filter(
      (node) => node.schema.type === 'string' && node.schema !== copies,
    )) {
      expect(schema.pattern, name).toBe(schemas.Money.properties?.amount.pattern);
    }
    expect(schemas.Money.properties?.amount).toMatchObject({type: 'string'});
  });

  it('uses only 2026 times, coinloom.example links and mail, and placeholder addresses that no network accepts', () => {
    const values = examples.flatMap((check) => stringsIn(check.value));
    const times = values.filter((value) => /^\d{4}-\d{2}-\d{2}T/.test(value));
    expect(times.length).toBeGreaterThan(100);
    for (const time of times) {
      expect(time).toMatch(/^2026-/);
    }
    for (const object of exampleObjects.filter((o) => typeof o.created === 'number')) {
      expect(new Date((object.created as number) * 1000).getUTCFullYear()).toBe(2026);
    }
    for (const url of source.match(/https?:\/\/[^\s'"`)<>,]+/g) ?? []) {
      expect(new URL(url.replace(/[{}]/g, '').replace(/\.+$/, '')).hostname, url).toMatch(/(^|\.)coinloom\.example$/);
    }
    for (const mail of source.match(/[\w.+-]+@[\w.-]+/g) ?? []) {
      expect(mail.replace(/\.+$/, '')).toMatch(/@coinloom\.example$/);
    }
    const addressKeys = ['address', 'deposit_address', 'contract_address'];
    const addresses = exampleObjects.flatMap((object) =>
      addressKeys.filter((key) => typeof object[key] === 'string').map((key) => object[key] as string),
    );
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) {
      // A placeholder no network accepts, so a copied example cannot send funds anywhere.
      expect(address).toMatch(/^example-(tron|evm)-address-\d{1,2}$/);
    }
  });

  it('states the product’s limits where the behaviour is described', () => {
    const has = (text: string | undefined, needle: string) => expect(text, needle).toContain(needle);
    has(doc.info.description, `${limits.requestTimestampToleranceSeconds} seconds`);
    has(doc.info.description, `${limits.idempotencyWindowHours} hours`);
    has(doc.components.parameters.IdempotencyKey.description as string, `${limits.idempotencyWindowHours} hours`);
    has(
      doc.components.securitySchemes.CoinloomTimestamp.description as string,
      `${limits.requestTimestampToleranceSeconds} seconds`,
    );
    has(operation('addWithdrawalAddress').description, `${limits.newWithdrawalAddressDelayHours} hours`);
    has(operation('createWithdrawal').description, `${limits.newWithdrawalAddressDelayHours} hours`);
    has(operation('createMultisend').description, `${limits.multisendMaxRecipients} recipients`);
    expect(schemas.MultisendCreate.properties?.recipients.maxItems).toBe(limits.multisendMaxRecipients);
    has(operation('createSwapQuote').description, `${limits.swapQuoteValiditySeconds} seconds`);
    has(operation('createSwap').description, `${limits.swapQuoteValiditySeconds} seconds`);
    has(operation('createCheckout').description, `${limits.fiatRateLockMinutes} minutes`);
    has(schemas.Payment.properties?.rate_locked_until.description, `${limits.fiatRateLockMinutes}-minute`);
    has(operation('getPayment').description, `${limits.paymentTolerancePercentDefault}%`);
    has(schemas.PaymentStatus.description, `${limits.paymentTolerancePercentDefault}%`);
    // Verifying and acknowledging an event is said once, in the overview's Events section, not under each event.
    const events = doc.info.description.split('## Events (webhooks)')[1];
    has(events, `${limits.callbackAckTimeoutSeconds} seconds`);
    has(events, `${limits.callbackRetryHours} hours`);
    has(events, 'Coinloom-Signature');
    has(events, 'X-Coinloom-Signature');
    for (const [type, hook] of Object.entries(doc.webhooks)) {
      expect(type).toBe(hook.post.summary);
      expect(hook.post.description, type).not.toMatch(/Coinloom-Signature|constant time|2xx/);
      expect(hook.post.description.split('\n\n'), type).toHaveLength(1);
    }
    const catalog = schemas.ErrorCode['x-error-catalog'] as Record<string, {meaning: string}>;
    has(catalog.timestamp_out_of_range.meaning, `${limits.requestTimestampToleranceSeconds} seconds`);
    has(catalog.quote_expired.meaning, `${limits.swapQuoteValiditySeconds} seconds`);
    has(catalog.address_cooling_down.meaning, `${limits.newWithdrawalAddressDelayHours} hours`);
    has(catalog.too_many_recipients.meaning, String(limits.multisendMaxRecipients));
  });

  it('sends each event as a signed POST whose body is an Event about the right object', () => {
    const signature = doc.components.parameters.WebhookSignature;
    expect(signature).toMatchObject({name: 'Coinloom-Signature', in: 'header', required: true});
    for (const [type, hook] of Object.entries(doc.webhooks)) {
      const {post} = hook;
      expect(post.parameters).toEqual([{$ref: '#/components/parameters/WebhookSignature'}]);
      const media = (post.requestBody as {content: Record<string, {schema: JsonObject; example: JsonObject}>}).content[
        'application/json'
      ];
      expect(media.schema).toEqual({$ref: '#/components/schemas/Event'});
      expect(media.example.type).toBe(type);
      expect(media.example.id).toMatch(/^evt_/);
      expect((media.example.data as JsonObject).object, type).toBe(type.split('.')[0]);
      if (type === 'payment.late_deposit') {
        // A late deposit leaves the payment's status as it was and waits for the merchant.
        const data = media.example.data as JsonObject & {late_deposits: JsonObject[]};
        expect(['expired', 'failed']).toContain(data.status);
        expect(data.late_deposits.map((deposit) => deposit.status)).toContain('awaiting_decision');
      } else if (type.startsWith('payment.')) {
        expect((media.example.data as JsonObject).status).toBe(type.split('.')[1]);
      }
    }
    const eventIds = Object.values(doc.webhooks).map(
      (hook) =>
        (hook.post.requestBody as {content: Record<string, {example: JsonObject}>}).content['application/json'].example
          .id,
    );
    expect(new Set(eventIds).size).toBe(eventIds.length);
  });

  it('charges the processing fee of the product facts on every payment that reaches a charged status', () => {
    const fee = schemas.Payment.properties?.fee as JsonSchema;
    expect(schemas.Payment.required).toEqual(expect.arrayContaining(['fee', 'late_deposits']));
    // The rate has one home, the fee table; the description links there and states no rate of its own.
    expect(fee.description).toContain('/what-is-coinloom/specification/#fees');
    expect(fee.description).not.toMatch(/\d\s*%/);
    for (const status of processingFee.statuses) {
      expect(fee.description).toContain(`\`${status}\``);
    }
    const decimals = (asset: string, network: string): number => {
      const net = networks.find((n) => n.id === network);
      const found = [net?.native, ...(net?.tokens ?? [])].find((a) => a?.symbol === asset);
      if (!found) throw new Error(`${asset} on ${network} is not in networks.ts`);
      return found.decimals;
    };
    const payments = exampleObjects.filter((object) => object.object === 'payment') as (JsonObject & {
      status: string;
      fee: null | {amount: string; asset: string; network: string};
      amount_received: {amount: string; asset: string; network: string};
      paid_at: string | null;
    })[];
    expect(payments.length).toBeGreaterThan(10);
    for (const payment of payments) {
      const charged =
        (processingFee.statuses as readonly string[]).includes(payment.status) || payment.status === 'refunded';
      if (!charged) {
        expect(payment.fee, `${payment.id} ${payment.status}`).toBeNull();
        continue;
      }
      const {amount, asset, network} = payment.amount_received;
      const places = decimals(asset, network);
      // 1% of the amount credited, cut to the asset's decimals, in the same asset and network.
      const scale = 10n ** BigInt(places);
      const [whole, fraction = ''] = amount.split('.');
      const units = BigInt(whole) * scale + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
      const feeUnits = (units * BigInt(processingFee.percent * 100)) / 10000n;
      const [feeWhole, feeFraction = ''] = (payment.fee?.amount ?? '').split('.');
      const stated = BigInt(feeWhole) * scale + BigInt(feeFraction.padEnd(places, '0') || '0');
      expect(stated, `${payment.id}: fee of ${amount} ${asset}`).toBe(feeUnits);
      expect(payment.fee).toMatchObject({asset, network});
    }
  });

  it('makes every outgoing operation wait for the owner outside the auto-sign policy, under one status name', () => {
    const policy = schemas.AutoSignPolicy.properties?.operations as JsonSchema & {items: JsonSchema};
    const update = schemas.AutoSignPolicyUpdate.properties?.operations as JsonSchema & {items: JsonSchema};
    for (const operations of [policy, update]) {
      expect(operations.items.enum).toEqual(autoSignOperationKinds.map((kind) => kind.id));
      expect(operations.items['x-enum-descriptions']).toEqual(
        Object.fromEntries(autoSignOperationKinds.map((kind) => [kind.id, kind.covers])),
      );
    }
    const statusOf: Record<string, JsonSchema> = {
      Withdrawal: schemas.WithdrawalStatus,
      Refund: schemas.Refund.properties?.status as JsonSchema,
      Multisend: schemas.Multisend.properties?.status as JsonSchema,
      Swap: schemas.Swap.properties?.status as JsonSchema,
      NftTransfer: schemas.NftTransfer.properties?.status as JsonSchema,
      SubscriptionCharge: schemas.SubscriptionCharge.properties?.status as JsonSchema,
    };
    for (const [name, status] of Object.entries(statusOf)) {
      expect(status.enum, name).toEqual(
        expect.arrayContaining([confirmation.status, confirmation.expiredStatus, confirmation.declinedStatus]),
      );
      expect(schemas[name].properties?.confirmation_expires_at.description, name).toContain(
        `${limits.confirmationWindowHours} hours`,
      );
    }
    const transitions = schemas.WithdrawalStatus['x-transitions'] as Record<string, string[]>;
    expect(transitions[confirmation.status]).toEqual([
      'pending',
      confirmation.expiredStatus,
      confirmation.declinedStatus,
    ]);
    for (const id of [
      'createWithdrawal',
      'refundPayment',
      'createMultisend',
      'createSwap',
      'transferNft',
      'listSubscriptionCharges',
      'setAutoSignPolicy',
    ]) {
      const text = operation(id).description;
      expect(text, id).toContain(`\`${confirmation.status}\``);
      expect(text, id).toContain(`${limits.confirmationWindowHours} hours`);
    }
    for (const kind of ['withdrawal', 'refund', 'multisend', 'swap', 'nft_transfer']) {
      const id = {
        withdrawal: 'createWithdrawal',
        refund: 'refundPayment',
        multisend: 'createMultisend',
        swap: 'createSwap',
        nft_transfer: 'transferNft',
      }[kind] as string;
      expect(operation(id).description, id).toContain(`\`${kind}\``);
    }
    const subscription = schemas.SubscriptionStatus['x-enum-descriptions'] as Record<string, string>;
    expect(subscription.past_due).toContain(`${limits.confirmationWindowHours} hours`);
    // A subscription is past_due from its first failed charge while the retries run, cancelled when they are spent.
    expect(subscription.past_due).toMatch(/^From the first failed charge/);
    expect(subscription.cancelled).toMatch(/retries were spent/);
    expect((schemas.SubscriptionStatus['x-transitions'] as Record<string, string[]>).past_due).toEqual([
      'active',
      'cancelled',
    ]);
  });

  it('sends a refund to the payer’s refund address, and makes any other address wait for the owner', () => {
    expect(schemas.Payment.required).toContain('refund_address');
    expect(schemas.RefundCreate.required ?? []).not.toContain('address');
    expect(schemas.RefundCreate.properties?.address.description).toMatch(/waits for the owner’s confirmation/);
    expect(schemas.Refund.properties?.destination.enum).toEqual(['payer_refund_address', 'other']);
    const text = operation('refundPayment').description;
    expect(text).toContain('`refund_address`');
    expect(text).toMatch(/any other address.*always waits for the owner, whatever the policy says/);
    // Coinloom's processing fee stays with Coinloom when a payment is refunded.
    expect(text).toMatch(/processing fee .* is not returned/);
    expect(schemas.Payment.properties?.fee.description).toMatch(/not returned when the payment is refunded/);
    const refunds = exampleObjects.filter((object) => object.object === 'refund');
    expect(refunds.length).toBeGreaterThan(1);
    for (const refund of refunds) {
      if (refund.destination === 'other') {
        expect(refund.status, 'a refund to another address waits').toBe(confirmation.status);
      }
    }
    for (const payment of exampleObjects.filter((object) => object.object === 'payment')) {
      expect(payment, String(payment.id)).toHaveProperty('refund_address');
    }
  });

  it('keeps a quote’s price for its 30 seconds, and quotes a waiting swap again on confirmation', () => {
    const text = operation('createSwap').description;
    expect(text).toContain(`${limits.swapQuoteValiditySeconds} seconds, and within them it is never refused for price`);
    expect(text).toMatch(/When the owner confirms it, Coinloom quotes it again.*holds for 30 seconds in its turn/);
    expect(text).not.toMatch(/refused with `slippage_exceeded`/);
  });

  it('lists each subscription charge as an object under its subscription, and prices allowance plans in their stablecoin', () => {
    const charge = schemas.SubscriptionCharge;
    expect(charge.properties?.subscription_id.pattern).toMatch(/^\^sub_/);
    expect(charge.properties?.collection_method.enum).toEqual(['allowance', 'invoice']);
    const charges = exampleObjects.filter((object) => object.object === 'subscription_charge');
    expect(charges.map((item) => item.status)).toContain(confirmation.status);
    for (const item of charges) {
      expect(item.confirmation_expires_at === null, String(item.id)).toBe(item.status !== confirmation.status);
    }
    expect(schemas.Subscription.properties?.latest_charge_id.pattern).toMatch(/^\^chg_/);
    expect(schemas.PlanCreate.properties?.price.description).toMatch(
      /allowance plan is priced in the stablecoin it charges.*fiat price belongs to plans billed by invoice/,
    );
    for (const plan of exampleObjects.filter((object) => object.object === 'plan' || 'interval' in object)) {
      const price = plan.price as JsonObject;
      // The examples' plans are charged by allowance, so they are priced in a stablecoin, never in fiat.
      expect(price.currency, String(plan.name)).toBeUndefined();
    }
  });

  it('leaves an invoice open and payable after its due date', () => {
    const invoice = schemas.Invoice.properties;
    expect(invoice?.status.description).toMatch(/`open` while it can be paid, also after its due date/);
    expect(invoice?.due_date.description).toMatch(/still payable until paid or voided/);
  });

  it('answers an address check on a placeholder as invalid, since no network accepts one', () => {
    const checks = exampleObjects.filter((object) => object.object === 'address_validation');
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check.address).toMatch(/^example-/);
      expect(check.valid).toBe(false);
      expect(String(check.reason).length).toBeGreaterThan(10);
    }
  });

  it('keeps ids consistent across examples', () => {
    const payments = exampleObjects.filter((object) => object.object === 'payment');
    const checkoutIds = new Set(
      exampleObjects.filter((object) => object.object === 'checkout').map((object) => object.id),
    );
    expect(payments.length).toBeGreaterThan(5);
    for (const payment of payments.filter((p) => p.checkout_id)) {
      expect(checkoutIds, String(payment.id)).toContain(payment.checkout_id);
    }
    const quoteIds = new Set(exampleObjects.filter((o) => o.object === 'swap_quote').map((o) => o.id));
    for (const swap of exampleObjects.filter((o) => o.object === 'swap')) {
      expect(quoteIds).toContain(swap.quote_id);
    }
    const planIds = new Set(exampleObjects.filter((o) => o.object === 'plan').map((o) => o.id));
    for (const subscription of exampleObjects.filter((o) => o.object === 'subscription')) {
      expect(planIds).toContain(subscription.plan_id);
    }
  });
});
