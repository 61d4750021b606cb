import {describe, expect, it} from 'vitest';
import {markdownTwinPath, routeOfTwin} from './twinPath';

describe('the Markdown twin path rule', () => {
  it('puts the home page at /index.md and every other page beside its folder', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/quickstart/overview/')).toBe('/quickstart/overview.md');
    expect(markdownTwinPath('/category/api/')).toBe('/category/api.md');
  });

  it('turns a twin back into the route it was made from', () => {
    for (const route of ['/', '/swap/', '/for-developers/api/using-api-for-wallet/']) {
      expect(routeOfTwin(markdownTwinPath(route))).toBe(route);
    }
  });
});
