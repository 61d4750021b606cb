declare module '*.yaml' {
  const document: unknown;
  export default document;
}

declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}

/** The facts of the API description as a whole (src/features/api/dataModules.ts). */
declare module '@generated/coinloom-api-description/default/facts.json' {
  const facts: ReturnType<typeof import('./features/api/openapi').apiFacts>;
  export default facts;
}

/** An operation's method, path and first request example (src/features/api/dataModules.ts). */
declare module '@generated/coinloom-api-description/default/request-example/*' {
  const example: import('./features/api/dataModules').RequestExample;
  export default example;
}

/** One value of the API description, picked by a JSON pointer (src/features/api/loader.ts). */
declare module '@site/static/openapi.yaml?pick=*' {
  const value: unknown;
  export default value;
}

/** Card descriptions, moved out of the docs' version metadata (src/features/docs-cards/plugin.ts). */
declare module '@generated/docusaurus-plugin-content-docs/default/card-descriptions.json' {
  const descriptions: import('./features/docs-cards/plugin').CardDescriptions;
  export default descriptions;
}

/** medium-zoom's own file, which src/lib/lazyMediumZoom.ts imports past the bundler's alias for `medium-zoom`. */
declare module 'medium-zoom/dist/medium-zoom.esm.js' {
  export {default} from 'medium-zoom';
}
