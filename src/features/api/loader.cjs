// webpack requires a loader with Node's `require`, which reads no TypeScript: this file hands it the loader
// in loader.ts, compiled on the fly by jiti (as Docusaurus loads the site's config).
const loader = require('jiti')(__filename)('./loader.ts');

module.exports = loader.default;
// The check of a page (scripts/lib/page-check.mjs) follows a pick the same way.
module.exports.pick = loader.pick;
