import type {Plugin} from '@docusaurus/types';

/**
 * Lets pages and components `import` YAML files. The API description is
 * written in YAML (static/openapi.yaml, published as is) and read by the
 * Api* components through this loader, so no page copies it.
 */
export default function yamlPlugin(): Plugin {
  return {
    name: 'coinloom-yaml',
    configureWebpack() {
      return {
        module: {
          rules: [{test: /\.ya?ml$/, use: [require.resolve('./yaml-loader.cjs')]}],
        },
      };
    },
  };
}
