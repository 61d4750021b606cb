import {describe, expect, it} from 'vitest';
import {
  buttonSnippet,
  buttonStylesheet,
  checkoutUrl,
  deliveredStatuses,
  examplePolicy,
  frameListenerScript,
  frameStatusText,
  iframeSnippet,
  popupUsageScript,
} from './snippets';
import {
  buttonEventPrefix,
  checkoutOrigin,
  defaultButtonOptions,
  frameElementId,
  framePermissions,
  frameSandbox,
  messageSource,
  modeAttribute,
  pageStatuses,
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

type Listener = (event: object) => void;

/**
 * Runs the iframe listener against a stand-in page and frame, and returns a function that delivers one
 * payment_status message from the frame and says where the page went, if anywhere.
 */
function runFrameListener(): (status: string) => {openedOrder: string | undefined; statusLine: string} {
  let listener: Listener | undefined;
  const frameWindow = {};
  const frame = {contentWindow: frameWindow, style: {height: ''}, dataset: {orderUrl: '/orders/1042/'}};
  const statusLine = {textContent: ''};
  let openedOrder: string | undefined;
  const window = {
    addEventListener: (type: string, handler: Listener) => {
      if (type === 'message') listener = handler;
    },
    location: {assign: (url: string) => (openedOrder = url)},
  };
  const document = {getElementById: (id: string) => (id === frameElementId ? frame : statusLine)};
  new Function('window', 'document', frameListenerScript)(window, document);
  return (status) => {
    openedOrder = undefined;
    listener?.({
      origin: checkoutOrigin,
      source: frameWindow,
      data: {source: messageSource, type: 'payment_status', payment_id: 'pay_1', status},
    });
    return {openedOrder, statusLine: statusLine.textContent};
  };
}

/** Runs the popup example against a stand-in page, and returns where one payment_status event sends the payer. */
function runPopupExample(): (status: string) => string | undefined {
  let listener: Listener | undefined;
  let openedOrder: string | undefined;
  const document = {
    addEventListener: (type: string, handler: Listener) => {
      if (type === `${buttonEventPrefix}payment_status`) listener = handler;
    },
  };
  const window = {location: {assign: (url: string) => (openedOrder = url)}};
  new Function('window', 'document', popupUsageScript)(window, document);
  return (status) => {
    openedOrder = undefined;
    listener?.({detail: {source: messageSource, type: 'payment_status', status}});
    return openedOrder;
  };
}

describe('the scripts that follow a payment in the browser', () => {
  // Overpaid is final and delivers: the amount due is there, like paid.
  it('treat paid and overpaid alike, as the statuses that deliver', () => {
    expect([...deliveredStatuses].sort()).toEqual(['overpaid', 'paid']);
  });

  it('open the order page on every status that delivers, and on no other', () => {
    const frameStatus = runFrameListener();
    const popupStatus = runPopupExample();
    for (const status of pageStatuses) {
      const delivers = (deliveredStatuses as readonly string[]).includes(status);
      expect(frameStatus(status).openedOrder, `iframe listener, ${status}`).toBe(
        delivers ? '/orders/1042/' : undefined,
      );
      expect(popupStatus(status), `popup example, ${status}`).toBe(delivers ? '/orders/1042/' : undefined);
    }
  });

  it('never tell a payer whose amount due arrived that they must wait for contact', () => {
    const frameStatus = runFrameListener();
    for (const status of deliveredStatuses) {
      expect(frameStatus(status).statusLine).toBe(frameStatusText[status]);
      expect(frameStatusText[status]).toMatch(/^Payment received\b/);
      expect(frameStatusText[status]).not.toMatch(/contact|difference|wait/i);
    }
  });
});

describe('the example content security policy', () => {
  it('holds every directive the data lists', () => {
    for (const entry of policyDirectives) {
      expect(examplePolicy).toContain(`${entry.directive} ${entry.value}`);
    }
  });
});
