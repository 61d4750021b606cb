/**
 * A plugin that has the bundler resolve exact requests to modules of ours (request → replacement); nothing else
 * about the build changes. The `$` makes each match exact: a module of ours can still import the file it stands in
 * for by a longer name.
 */
import type {Plugin} from '@docusaurus/types';

export function moduleAlias(name: string, aliases: Record<string, string>): () => Plugin {
  return () => ({
    name,
    configureWebpack() {
      return {
        resolve: {
          alias: Object.fromEntries(
            Object.entries(aliases).map(([request, replacement]) => [`${request}$`, replacement]),
          ),
        },
      };
    },
  });
}
