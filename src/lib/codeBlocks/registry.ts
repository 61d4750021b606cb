/**
 * Where the theme's code block waits for the pages that show one (./index.ts): the `CodeBlock` wrap
 * (src/theme/CodeBlock) renders whatever was provided here. Kept apart from ./index.ts so that the wrap, which every
 * page carries, does not import the block itself.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let provided: ComponentType<Props> | undefined;

/** Called by ./index.ts as a page that shows code blocks loads. */
export function provideCodeBlock(component: ComponentType<Props>): void {
  provided = component;
}

/** The theme's code block, once a page that shows one has loaded it. */
export function providedCodeBlock(): ComponentType<Props> | undefined {
  return provided;
}
