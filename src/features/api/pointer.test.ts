import {describe, expect, it} from 'vitest';
import {pointerKey, pointerParts, pointerTo, valueAt} from './pointer';

const document = {paths: {'/payments/{id}': {get: {summary: 'Get'}}}, 'a~b': [10, 20], empty: null};

describe('JSON pointers into the description', () => {
  it('follows ~1 as / and ~0 as ~, with or without the # of a reference', () => {
    expect(valueAt(document, '/paths/~1payments~1{id}/get/summary')).toBe('Get');
    expect(valueAt(document, '#/paths/~1payments~1{id}/get/summary')).toBe('Get');
    expect(valueAt(document, '/a~0b/1')).toBe(20);
    expect(valueAt(document, '/empty')).toBeNull();
  });

  it('gives undefined where the description has nothing', () => {
    expect(valueAt(document, '/paths/~1payments/get')).toBeUndefined();
    expect(valueAt(document, '/a~0b/7')).toBeUndefined();
    expect(valueAt(document, '/empty/x')).toBeUndefined();
  });

  it('writes what it reads', () => {
    expect(pointerKey('application/json')).toBe('application~1json');
    expect(pointerTo(['paths', '/a~b', 0])).toBe('/paths/~1a~0b/0');
    expect(pointerParts('/paths/~1a~0b/0')).toEqual(['paths', '/a~b', '0']);
  });
});
