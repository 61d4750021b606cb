/**
 * Replaces the theme's language loader with one that loads nothing. The theme's loads
 * `prism.additionalLanguages` into the bundle of every page, and bundles PHP's base grammar there even when the
 * list is empty; here the list is empty, and the pages whose code blocks need Bash or PHP load them with their
 * content (src/lib/prismLanguages, imported by src/plugins/remarkPrismLanguages.ts).
 */
export default function prismIncludeLanguages(): void {}
