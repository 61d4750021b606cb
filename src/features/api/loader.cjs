// webpack requires a loader with Node's `require`, which reads no TypeScript: this file hands it the loader
// in loader.ts, compiled on the fly by jiti (as Docusaurus loads the site's config).
module.exports = require('jiti')(__filename)('./loader.ts').default;
