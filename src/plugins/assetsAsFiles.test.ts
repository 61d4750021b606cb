import {getFileLoaderUtils} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {shipAssetsAsFiles} from './assetsAsFiles';

describe('assetsAsFiles', () => {
  it("sets the inlining limit to 0 on both compilers' loaders, for Markdown images and bundled files alike", () => {
    shipAssetsAsFiles();
    shipAssetsAsFiles(); // a second start in the same process (the live preview) changes nothing more
    for (const isServer of [false, true]) {
      const {loaders, rules} = getFileLoaderUtils(isServer);
      expect(loaders.inlineMarkdownImageFileLoader).toMatch(/[?&]limit=0&/);
      expect(loaders.inlineMarkdownImageFileLoader).not.toMatch(/limit=[1-9]/);
      for (const rule of [rules.images(), rules.svgs(), rules.fonts()]) {
        expect(rule.use).toEqual([expect.objectContaining({options: expect.objectContaining({limit: 0})})]);
      }
    }
  });
});
