/**
 * A plugin that has the bundler resolve one exact request to a module of ours; nothing else about the build changes.
 * The `$` makes the match exact: the module itself can still import the file it stands in for by a longer name.
 */
import type {Plugin} from '@docusaurus/types';

export function moduleAlias(name: string, request: string, replacement: string): () => Plugin {
  return () => ({
    name,
    configureWebpack() {
      return {resolve: {alias: {[`${request}$`]: replacement}}};
    },
  });
}
