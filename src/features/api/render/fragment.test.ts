/**
 * The build-time HTML of the API description (render/): every part renders,
 * in the shape the pages and their tests rely on.
 */
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {allOperations, allWebhooks, commonErrorCodes, description, errorCatalog, getOperation} from '../openapi';
import {DEFERRED_ATTRIBUTE} from '../deferredPanels';
import {fragmentKinds, renderFragment} from './fragment';

const load = (query: string) => cheerio.load(renderFragment(query).html, null, false);

describe('an operation fragment', () => {
  it('renders every operation, in a guide and in the reference, with its method, path and samples', () => {
    for (const {method, path, operation} of allOperations()) {
      for (const query of [
        `api=operation&op=${operation.operationId}&level=4`,
        `api=ref-operation&op=${operation.operationId}&level=4`,
      ]) {
        const $ = load(query);
        expect($('[data-api-operation]').attr('data-api-operation'), query).toBe(operation.operationId);
        expect($('.api-method').text(), query).toBe(method.toUpperCase());
        expect($('.api-path').text(), query).toBe(path);
        expect($('[data-api-samples] [role="tab"]').length, query).toBe(4);
      }
    }
  });

  it('reads in the order a phone shows it: what it does, the samples and example response, the request, the responses', () => {
    const $ = load('api=operation&op=createCheckout&level=4');
    const parts = $('.api-op-grid')
      .children()
      .map((_, element) => $(element).attr('class')?.split(' ')[0] ?? element.tagName)
      .get();
    expect(parts).toEqual(['p', 'api-op-request', 'api-op-samples', 'api-op-response']);
    // The long columns wait for the reader (content-visibility); the samples show as soon as the operation does.
    expect(
      $('.api-op-grid > .api-lazy')
        .map((_, element) => $(element).attr('class'))
        .get(),
    ).toEqual(['api-op-request api-lazy', 'api-op-response api-lazy']);
    expect($('.api-op-grid > p').text()).toMatch(/^Creates a hosted payment page/);
    expect($('.api-op-request h4').first().text()).toBe('Parameters');
    // The example response is under the samples, folded under its title (operation.css unfolds it beside the request).
    const example = $('.api-op-samples > details.api-example');
    expect(example.prev().is('[data-api-samples]')).toBe(true);
    expect(example.children('summary').text()).toBe('Example response (201)');
    expect($('.api-op-response .api-example')).toHaveLength(0);
  });

  it('puts at most one block before the samples, a paragraph, which operation.css places', () => {
    for (const {operation} of allOperations()) {
      const $ = load(`api=operation&op=${operation.operationId}&level=4`);
      const lead = $('.api-op-grid > :not(div)');
      expect(lead.length, operation.operationId).toBeLessThanOrEqual(1);
      expect(lead.is('p') || lead.length === 0, operation.operationId).toBe(true);
    }
  });

  it('shows fields as compact rows: the name, the type and a Required badge, nested fields folded under their parent', () => {
    const $ = load('api=operation&op=createCheckout&level=4');
    const rows = $('.api-op-request ul.api-fields').last().children('li.api-field');
    const kind = rows.filter((_, row) => $(row).find('> .api-field-name').text() === 'kind');
    expect(kind.find('> .api-badge').text()).toBe('Required');
    const optional = rows.filter((_, row) => $(row).find('> .api-field-name').text() === 'metadata');
    expect(optional.find('> .api-badge')).toHaveLength(0);
    expect($('table')).toHaveLength(0);
    // An object written inside another (not a named schema) folds its fields under its row.
    const network = load('api=schema&name=NetworkInfo');
    const native = network('li.api-field').filter(
      (_, row) => network(row).find('> .api-field-name').text() === 'native',
    );
    const folded = native.find('> details.api-field-children');
    expect(folded.children('summary').text()).toMatch(/^\d+ fields? of native$/);
    expect(folded.find('.api-field-name').first().text()).toMatch(/^native\./);
  });

  it('lists only its own errors, and links once to the errors every operation can return', () => {
    const common = new Set(commonErrorCodes());
    expect(common.has('invalid_signature')).toBe(true);
    for (const {operation} of allOperations()) {
      const $ = load(`api=operation&op=${operation.operationId}&level=4`);
      const listed = $('.api-errors .api-field-name')
        .map((_, code) => $(code).text())
        .get();
      const own = (operation['x-error-codes'] ?? []).filter((code) => !common.has(code));
      expect(listed, operation.operationId).toEqual(own);
      expect($('a[href$="#common-errors"]').length, operation.operationId).toBe(1);
    }
  });

  it('links its samples to the signing helper, which the reference shows once', () => {
    const guide = renderFragment('api=operation&op=getPayment&level=4');
    expect(guide.links).toContain('/for-developers/specification/#signing-helper-node');
    const reference = renderFragment('api=ref-authentication&level=4');
    expect(reference.ids).toEqual(
      expect.arrayContaining(['signing-helper-node', 'signing-helper-python', 'signing-helper-php']),
    );
  });

  it('links each tab to its panel, with ids unique on the page', () => {
    const first = load('api=operation&op=createCheckout&key=1&level=4');
    const second = renderFragment('api=operation&op=createCheckout&key=2&level=4');
    const ids = first('[id]')
      .map((_, element) => first(element).attr('id'))
      .get();
    expect(ids.filter((id) => second.ids.includes(id))).toEqual([]);
    first('[role="tab"]').each((_, tab) => {
      const panel = first(`#${first(tab).attr('aria-controls')}`);
      expect(panel.attr('role')).toBe('tabpanel');
      expect(panel.attr('aria-labelledby')).toBe(first(tab).attr('id'));
    });
    expect(first('[role="tabpanel"]:not([hidden])')).toHaveLength(1);
  });

  it('puts what a row means under its head as blocks, even a one-line description', () => {
    const $ = load('api=servers');
    const rows = $('li.api-field');
    expect(rows.length).toBeGreaterThan(1);
    rows.each((_, row) => {
      const loose = $(row)
        .contents()
        .filter((__, node) => node.type === 'text' && node.data.trim() !== '');
      expect(loose.length).toBe(0);
      expect($(row).children('p').text()).not.toBe('');
    });
  });

  it('builds only the shown panel: the others hold their HTML in an attribute, and their links still count', () => {
    const fragment = renderFragment('api=operation&op=createCheckout&key=1&level=4');
    const $ = cheerio.load(fragment.html, null, false);
    const shown = $('[role="tabpanel"]:not([hidden])');
    expect(shown.attr(DEFERRED_ATTRIBUTE)).toBeUndefined();
    expect(shown.find('pre').text()).toContain('curl');
    const hidden = $('[role="tabpanel"][hidden]');
    expect(hidden).toHaveLength(3);
    hidden.each((_, panel) => {
      expect($(panel).children()).toHaveLength(0);
      const inside = cheerio.load($(panel).attr(DEFERRED_ATTRIBUTE) ?? '', null, false);
      expect(inside('pre').text()).toContain('coinloom');
      for (const href of inside('a')
        .map((__, a) => inside(a).attr('href'))
        .get())
        expect(fragment.links).toContain(href);
    });
  });
});

describe('the reference', () => {
  it('has an anchor for every schema, event heading target, common part and error code', () => {
    const schemas = renderFragment('api=ref-schemas');
    expect(schemas.ids).toEqual(
      expect.arrayContaining(Object.keys(description().components.schemas).map((name) => `schema-${name}`)),
    );
    const errors = [...renderFragment('api=ref-common-errors').ids, ...renderFragment('api=ref-other-errors').ids];
    expect(errors.sort()).toEqual(
      errorCatalog()
        .map((entry) => `error-${entry.code}`)
        .sort(),
    );
    for (const {type} of allWebhooks())
      expect(() => renderFragment(`api=ref-event&type=${type}&level=4`)).not.toThrow();
  });

  it("lays out the schemas' index and each schema only near the viewport, with every heading outside a lazy wrapper of its own", () => {
    const $ = load('api=ref-schemas');
    // The part's own children: the index's wrapper, then a section per schema, each lazy; the part itself is not.
    const children = $.root().children().first().children();
    expect(children.first().is('div.api-lazy')).toBe(true);
    expect(children.first().children('ul.api-index')).toHaveLength(1);
    expect(children.slice(1).filter('section.api-lazy')).toHaveLength(children.length - 1);
    // Each schema's heading opens its section, so a skipped section lays it out where the section's placeholder is.
    children.slice(1).each((_, section) => expect($(section).children().first().is('h3[id]')).toBe(true));
  });

  it('keeps its links on the page', () => {
    const {links} = renderFragment(
      `api=ref-operation&op=${getOperation('createCheckout').operation.operationId}&level=4`,
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !link.startsWith('#'))).toEqual([]);
  });
});

describe('a fragment spec', () => {
  it('names a known kind and parts the description has', () => {
    expect(fragmentKinds).toContain('operation');
    expect(() => renderFragment('api=nothing')).toThrow(/Unknown API fragment "nothing"/);
    expect(() => renderFragment('api=operation&op=createCheckoutt')).toThrow(/createCheckoutt/);
    expect(() => renderFragment('api=schema')).toThrow(/needs "name"/);
    expect(() => renderFragment('api=errors&codes=not_a_code')).toThrow(/not_a_code/);
  });

  it('collects the links to pages and leaves files out', () => {
    const {links} = renderFragment('api=ref-overview');
    expect(links).not.toContain('/openapi.yaml');
  });
});
