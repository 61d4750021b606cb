import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routeOfFile} from './plugin';

describe('routeOfFile', () => {
  it('gives the route each built page answers', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile(path.join('for-developers', 'callbacks', 'index.html'))).toBe('/for-developers/callbacks/');
    expect(routeOfFile('404.html')).toBeNull();
    expect(routeOfFile(path.join('blog', 'rss.html'))).toBeNull();
  });
});
