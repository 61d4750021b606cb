/**
 * What the panel checks and says of the key: a key id against the description's form, whitespace hidden by the
 * secret's mask, and the live server, whose key the panel refuses, named in the secret's hint and warning.
 */
import {describe, expect, it} from 'vitest';
import {urls} from '../../../data/product';
import {tryItData} from './data';
import {isLiveServer, keyIdProblem, LIVE_WARNING, secretHelp, secretProblem} from './key';

const keyIdForm = tryItData('createCheckout').keyId;

describe('the key', () => {
  it('a key id is checked against the description’s form', () => {
    expect(keyIdForm.pattern).toMatch(/^\^key_/);
    expect(keyIdProblem(keyIdForm.example, keyIdForm)).toBeUndefined();
    expect(keyIdProblem('', keyIdForm)).toBeUndefined();
    expect(keyIdProblem('key_short', keyIdForm)).toMatch(/^"key_short" is not a key id: one matches `\^key_/);
    expect(keyIdProblem('my key', keyIdForm)).toContain(`as \`${keyIdForm.example}\` does`);
  });

  it('a masked secret with whitespace at an end is named, since the mask hides it', () => {
    expect(secretProblem('test_secret')).toBeUndefined();
    expect(secretProblem('test_secret ')).toMatch(/space or line break, which the mask hides/);
    expect(secretProblem('\ntest_secret')).toMatch(/which the mask hides/);
  });

  it('the live server is told by its URL, with or without a final slash', () => {
    expect(isLiveServer(urls.apiLive)).toBe(true);
    expect(isLiveServer(`${urls.apiLive}/`)).toBe(true);
    expect(isLiveServer(urls.apiSandbox)).toBe(false);
  });

  it('with the live server, the hint and the warning name a live key and refuse its secret', () => {
    expect(secretHelp(false)).toMatch(/^A sandbox key’s secret/);
    expect(secretHelp(true)).toMatch(/^Live server chosen: this panel does not take a live key’s secret/);
    expect(LIVE_WARNING).toMatch(/^A live key moves real funds: never paste its secret into a web page/);
  });
});
