import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_PLUGIN_NAME, apiDataModules} from './dataModules';
import {apiDocumentFile, readApiDocument} from './document';
import {codeColorsCss} from './render/codeColors';
import {diagramCss} from './render/statusMachine';
import {postmanCollectionPath, postmanEnvironmentPath} from './anchors';
import {postmanCollection, postmanEnvironment} from './postman/collection';

/**
 * The API description on the site, rendered at build time.
 *
 * - `loadContent` reads the description once per change, checks every
 *   reference, and validates it against the OpenAPI 3.1 schema
 *   (@apidevtools/swagger-parser). A description that passed is remembered by
 *   its hash, so `npm start` does not pay for validation again.
 * - The remark step (remark.ts, in the docs' `beforeDefaultRemarkPlugins`)
 *   turns the API elements of each page into headings and imports of the
 *   parts it shows; the webpack loader (loader.ts) renders each part to HTML.
 * - `contentLoaded` writes the facts of the description as a whole that
 *   pages show (its title and versions, request examples) as JSON modules
 *   (dataModules.ts).
 *   The server build gets the HTML, the browser only a loader for it, so no
 *   page ships the description or another page's operations.
 * - `postBuild` publishes a Postman collection of the description, whose
 *   pre-request script signs each request, and its sandbox environment,
 *   beside /openapi.yaml (postman/collection.ts).
 * - Client modules: the samples' tabs and copy buttons (client/samples.ts),
 *   the Try it panels, loaded when a reader opens one (client/tryIt.ts),
 *   the styles of the HTML, and CSS made from the description and the site's
 *   code themes: the colours of the highlighted code, and when each status
 *   diagram has the room to run left to right.
 */
export default function apiDescriptionPlugin(context: LoadContext): Plugin {
  const generatedDir = path.join(context.generatedFilesDir, 'coinloom-api');
  const generatedCssFile = path.join(generatedDir, 'api.css');
  const validatedDir = path.join(context.siteDir, 'node_modules/.cache/coinloom-api');

  return {
    name: API_PLUGIN_NAME,

    getPathsToWatch() {
      return [apiDocumentFile];
    },

    async loadContent() {
      const document = readApiDocument();
      const source = fs.readFileSync(apiDocumentFile);
      const stamp = path.join(validatedDir, `valid-${crypto.createHash('sha256').update(source).digest('hex')}`);
      if (!fs.existsSync(stamp)) {
        const {default: SwaggerParser} = await import('@apidevtools/swagger-parser');
        // The validator dereferences in place: give it a copy.
        await SwaggerParser.validate(structuredClone(document) as never);
        fs.mkdirSync(validatedDir, {recursive: true});
        fs.writeFileSync(stamp, '');
      }
    },

    async contentLoaded({actions}) {
      for (const [name, data] of Object.entries(apiDataModules())) await actions.createData(name, JSON.stringify(data));
      fs.mkdirSync(generatedDir, {recursive: true});
      fs.writeFileSync(generatedCssFile, `${codeColorsCss()}${diagramCss()}\n`);
    },

    async postBuild({outDir}) {
      const collection = await postmanCollection();
      fs.writeFileSync(path.join(outDir, postmanCollectionPath), JSON.stringify(collection));
      fs.writeFileSync(path.join(outDir, postmanEnvironmentPath), `${JSON.stringify(postmanEnvironment(), null, 2)}\n`);
    },

    getClientModules() {
      return [
        generatedCssFile,
        path.resolve(__dirname, 'styles.css'),
        // The samples, the view kept in place and Try it, loaded on the pages that show API parts.
        path.resolve(__dirname, 'client/index.ts'),
      ];
    },

    configureWebpack(config, isServer) {
      // Docusaurus puts every page's CSS in one stylesheet, which every page loads. The Try it panel's styles
      // stay in its own chunk (`api-try-panel`, client/tryIt.ts) and load when a reader opens a panel.
      const styles = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups?.styles : undefined;
      if (!isServer && styles && typeof styles === 'object' && !(styles instanceof RegExp)) {
        styles.chunks = (chunk: {name?: string | null}) => chunk.name !== 'api-try-panel';
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]static[\\/]openapi\.ya?ml$/,
              use: [{loader: require.resolve('./loader.cjs'), options: {target: isServer ? 'server' : 'client'}}],
            },
          ],
        },
      };
    },
  };
}
