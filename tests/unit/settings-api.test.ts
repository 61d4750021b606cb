import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {formLimits, settingsTables, type SettingsTableId} from '../../src/data/checkoutSettings';
import {projectRoot} from '../support/docs';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  maxLength?: number;
  maxItems?: number;
};

const document = yaml.load(fs.readFileSync(path.join(projectRoot, 'static/openapi.yaml'), 'utf8')) as {
  components: {schemas: Record<string, Schema>};
};

function resolve(schema: Schema): Schema {
  return schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop() as string]) : schema;
}

/** Every schema a value may take: the schema itself, its allOf/oneOf/anyOf branches and array items. */
function variants(schema: Schema): Schema[] {
  const resolved = resolve(schema);
  const branches = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  return [resolved, ...branches.flatMap(variants), ...(resolved.items ? variants(resolved.items) : [])];
}

/** The schema of a dotted field path (`token.tokens_per_unit`), or undefined when the API has no such field. */
function field(schema: Schema, dotted: string): Schema | undefined {
  const [head, ...rest] = dotted.split('.');
  const found = variants(schema)
    .map((variant) => variant.properties?.[head])
    .find((property) => property !== undefined);
  if (!found) return undefined;
  return rest.length ? field(found, rest.join('.')) : found;
}

/** The request body schema each settings table describes. */
const bodies: Record<SettingsTableId, string> = {
  donation: 'CheckoutCreate',
  sale: 'CheckoutCreate',
  cart: 'CheckoutCreate',
  sale_token: 'CheckoutCreate',
  line_item: 'LineItem',
  invoice: 'InvoiceCreate',
  plan: 'PlanCreate',
  multisend: 'MultisendCreate',
  multisend_recipient: 'MultisendRecipientCreate',
};

describe('the payment forms agree with the API description', () => {
  for (const [table, settings] of Object.entries(settingsTables) as [
    SettingsTableId,
    Record<string, {label: string; apiField?: string}>,
  ][]) {
    it(`names only fields of ${bodies[table]} in the ${table} settings`, () => {
      const body = document.components.schemas[bodies[table]];
      expect(body, bodies[table]).toBeDefined();
      const missing = Object.values(settings)
        .flatMap((setting) =>
          (setting.apiField ?? '')
            .split(/,\s*/)
            .filter(Boolean)
            .map((name) => [setting.label, name]),
        )
        .filter(([, name]) => field(body, name) === undefined)
        .map(([label, name]) => `${label}: ${name}`);
      expect(missing).toEqual([]);
    });
  }

  it('uses the API’s own length limits for names and descriptions', () => {
    const checkout = document.components.schemas.CheckoutCreate;
    expect(field(checkout, 'name')?.maxLength).toBe(formLimits.nameMaxChars);
    expect(field(checkout, 'description')?.maxLength).toBe(formLimits.descriptionMaxChars);
    expect(field(checkout, 'line_items')?.maxItems).toBe(formLimits.lineItemsMax);
  });
});
