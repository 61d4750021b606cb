/**
 * The built HTML with each deferred part (./index.tsx) as a plain block: a
 * `<template>`'s content is kept out of the page by an HTML parser, so tools
 * that read the HTML as text (the search index, the build tests) unwrap it
 * first. The site writes no other templates. The Markdown twin does the same
 * on its syntax tree (src/features/markdown-twins/steps.ts).
 */
export function unwrapDeferred(html: string): string {
  return html.replace(/<template data-deferred(?:="")?>/g, '<div data-deferred>').replace(/<\/template>/g, '</div>');
}
