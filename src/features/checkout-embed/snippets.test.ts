import {describe, expect, it} from 'vitest';
import {
  buttonSnippet,
  buttonStylesheet,
  checkoutUrl,
  examplePolicy,
  frameListenerScript,
  iframeSnippet,
} from './snippets';
import {
  checkoutOrigin,
  defaultButtonOptions,
  framePermissions,
  frameSandbox,
  modeAttribute,
  policyDirectives,
  type ButtonOptions,
} from '../../data/payButton';

const options: ButtonOptions = {...defaultButtonOptions, checkoutId: 'chk_01HZX3P6Q8R9S2T4V6W8Y0A1B3'};

describe('the checkout link', () => {
  it('is the checkout page, with the query parameters given and the id encoded', () => {
    expect(checkoutUrl('chk_1')).toMatch(new RegExp(`^${checkoutOrigin}/.*chk_1$`));
    expect(checkoutUrl('chk_1', {amount: '25.00'})).toMatch(/chk_1\?amount=25\.00$/);
    expect(checkoutUrl('a/b')).toContain('a%2Fb');
  });
});

describe('the button snippet', () => {
  it('adds the amount only when it is a decimal the API accepts', () => {
    expect(buttonSnippet({...options, amount: '25.00'})).toContain('?amount=25.00"');
    for (const amount of ['', '25,00', '-1', '1e3', '01']) {
      expect(buttonSnippet({...options, amount})).not.toContain('amount=');
    }
  });

  it('marks the button for the popup script only in popup mode', () => {
    expect(buttonSnippet(options)).not.toContain(modeAttribute);
    expect(buttonSnippet({...options, mode: 'popup'})).toContain(`${modeAttribute}="popup"`);
  });

  it('escapes what it puts in an attribute', () => {
    const snippet = buttonSnippet({...options, checkoutId: 'x"&y'});
    expect(snippet).not.toContain('"&');
    expect(snippet).toContain('x%22%26y');
  });

  it('writes the same declarations as a style attribute or as a stylesheet rule', () => {
    const inline = /style="([^"]+)"/.exec(buttonSnippet(options))?.[1].split(';') ?? [];
    const rule = buttonStylesheet(options.theme, options.size);
    expect(inline.length).toBeGreaterThan(5);
    for (const declaration of inline) {
      expect(rule).toContain(`${declaration.replace(':', ': ')};`);
    }
    expect(buttonSnippet(options, 'class')).not.toContain('style=');
  });
});

describe('the iframe', () => {
  it('lists every sandbox token and permission of the data, and nothing else', () => {
    const snippet = iframeSnippet('chk_1', '/orders/1/', '/js/checkout-frame.js');
    expect(/sandbox="([^"]*)"/.exec(snippet)?.[1].split(' ')).toEqual(frameSandbox.map((entry) => entry.token));
    expect(/allow="([^"]*)"/.exec(snippet)?.[1].split('; ')).toEqual(framePermissions.map((entry) => entry.token));
  });

  it('has a listener that parses and accepts only the checkout origin', () => {
    expect(() => new Function(frameListenerScript)).not.toThrow();
    expect(frameListenerScript).toContain(`const CHECKOUT_ORIGIN = '${checkoutOrigin}';`);
  });
});

describe('the example content security policy', () => {
  it('holds every directive the data lists', () => {
    for (const entry of policyDirectives) {
      expect(examplePolicy).toContain(`${entry.directive} ${entry.value}`);
    }
  });
});
