import type {Plugin} from '@docusaurus/types';
import type {Module} from 'webpack';

/**
 * Loads the API description into the site. Lets pages and components `import`
 * YAML files. The API description is
 * written in YAML (static/openapi.yaml, published as is) and read by the
 * Api* components through this loader, so no page copies it.
 *
 * In the browser the description is a chunk of its own (`api`), loaded once
 * and shared by every page that shows part of it, together with the module
 * that reads it and the Api* components that render it (each of which needs
 * the description anyway). Without this group, Docusaurus copies all of it
 * into each such page's chunk: its common chunk only takes modules that at
 * least half of all pages use. Only scripts are matched: CSS modules stay in
 * the site's single stylesheet.
 */
const API_CHUNK_MODULES =
  /[\\/](static[\\/]openapi\.yaml|src[\\/]features[\\/]api[\\/](openapi\.ts|Api(Parts|Endpoint|Schema|Example|Errors|Events|Servers|StatusMachine)[\\/][^\\/]+\.tsx?))$/;

export default function apiDescriptionPlugin(): Plugin {
  return {
    name: 'coinloom-api-description',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [{test: /\.ya?ml$/, use: [require.resolve('./yamlLoader.cjs')]}],
        },
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    api: {
                      // The resource with its query: a picked part of the description (`openapi.yaml?…`) stays with its page.
                      test: (module: Module) =>
                        API_CHUNK_MODULES.test((module as Module & {resource?: string}).resource ?? ''),
                      name: 'api',
                      chunks: 'all',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
            }),
      };
    },
  };
}
