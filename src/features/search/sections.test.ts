import {describe, expect, it} from 'vitest';
import {docRoutes} from '../../data/routes';
import {sectionOf} from './sections';

describe('sectionOf', () => {
  it('puts the blog, the API, the rest of the developer section and the guides each in its own section', () => {
    expect(sectionOf('/blog/welcome/')).toBe('Blog');
    expect(sectionOf('/for-developers/api/api-architecture/')).toBe('API');
    expect(sectionOf('/for-developers/api/using-api-for-wallet/movement-of-funds-upon-withdrawal/')).toBe('API');
    expect(sectionOf('/for-developers/specification/')).toBe('API');
    expect(sectionOf('/category/api/')).toBe('API');
    expect(sectionOf('/for-developers/callbacks/')).toBe('Developers');
    expect(sectionOf('/for-developers/interaction-with-crypto-networks/working-with-the-ton-network/')).toBe(
      'Developers',
    );
    expect(sectionOf('/')).toBe('Guides');
    expect(sectionOf('/multi-wallet/wallet-overview/import/')).toBe('Guides');
    expect(sectionOf('/what-is-coinloom/specification/')).toBe('Guides');
  });

  it('gives every doc outside /for-developers/ to the guides, as the docs sidebar does', () => {
    for (const route of docRoutes.filter((r) => !r.startsWith('/for-developers/') && r !== '/category/api/')) {
      expect(sectionOf(route), route).toBe('Guides');
    }
  });
});
