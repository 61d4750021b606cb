/** `firstMatch` signs candidates in order and stops at the first whose signature is expected. */
import {describe, expect, it} from 'vitest';
import {firstMatch} from './firstMatch';

/** A stand-in signer that records what it signed: the candidate's text upside down. */
function recorder() {
  const signed: string[] = [];
  const sign = async (candidate: string) => {
    signed.push(candidate);
    return [...candidate].reverse().join('');
  };
  return {signed, sign};
}

describe('firstMatch', () => {
  it('gives the first candidate whose signature is the expected one, and signs none after it', async () => {
    const {signed, sign} = recorder();
    expect(await firstMatch(['ab', 'cd', 'dc', 'cd'], sign, 'dc')).toBe('cd');
    expect(signed).toEqual(['ab', 'cd']);
  });

  it('matches any of several expected signatures', async () => {
    const {sign} = recorder();
    expect(await firstMatch(['ab', 'cd'], sign, ['xx', 'dc'])).toBe('cd');
  });

  it('gives undefined when no candidate matches, after signing them all', async () => {
    const {signed, sign} = recorder();
    expect(await firstMatch(['ab', 'cd'], sign, 'zz')).toBeUndefined();
    expect(await firstMatch([], sign, [])).toBeUndefined();
    expect(signed).toEqual(['ab', 'cd']);
  });
});
