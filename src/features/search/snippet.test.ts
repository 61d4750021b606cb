import {describe, expect, it} from 'vitest';
import {headingText, withoutHeading} from './snippet';

describe('withoutHeading', () => {
  it('drops the heading the snippet opens with', () => {
    expect(
      withoutHeading(
        '<mark>Create</mark> an <mark>invoice</mark> POST /invoices. Creates a draft',
        'Create an invoice',
      ),
    ).toBe('POST /invoices. Creates a draft');
  });

  it('drops the last words of the heading where the snippet starts inside it', () => {
    expect(withoutHeading('3: create and check the draft Select Create.', 'Step 3: create and check the draft')).toBe(
      'Select Create.',
    );
    expect(withoutHeading('a <mark>checkout</mark> POST /checkouts.', 'Create a checkout\u200b')).toBe(
      'POST /checkouts.',
    );
  });

  it('keeps a snippet that only shares one word with the end of the heading, or none', () => {
    expect(withoutHeading('checkout pages load fast', 'Create a checkout')).toBe('checkout pages load fast');
    expect(withoutHeading('Limits apply per key', 'Respect rate limits')).toBe('Limits apply per key');
  });

  it('reads entities as the text they stand for', () => {
    expect(withoutHeading('Tom &amp; Jerry pay twice', 'Tom & Jerry')).toBe('pay twice');
  });
});

describe('headingText', () => {
  it("leaves out the zero-width space of the heading's link", () => {
    expect(headingText('Send a test event\u200b')).toBe('Send a test event');
  });
});
