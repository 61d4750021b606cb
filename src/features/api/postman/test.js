// Coinloom: checks each answer against what the API description documents for its request, after Postman
// receives it: the status of the operation's success response, and the body against that response's schema
// (or no body, where the description documents none). The schemas are the description's, written in when the
// collection was generated; a request the API refuses (a wrong signature: 401) fails its status test.
// The script runs once per request, in a function of its own, since the sandbox keeps one scope for the run.
/* global pm, require */
(function checkCoinloomAnswer() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports, n/no-extraneous-require -- the sandbox's own library, loaded with require
  const {Url} = require('postman-collection');

  // Filled in when the collection is generated: for "METHOD /path/:param", the documented status and the
  // schema of its body (null for none), whose references point into SCHEMAS.
  const DOCUMENTED = {};
  const SCHEMAS = {};

  // The request as sent, its path after the base URL's (`/v1`), matched against the description's paths; a
  // literal segment wins over a parameter (`/checkouts/archive` before `/checkouts/:id`).
  const method = pm.request.method.toUpperCase();
  const basePath = new Url(pm.variables.replaceIn('{{baseUrl}}')).getPath().replace(/\/$/, '');
  const sentPath = pm.request.url.getPath();
  const apiPath = sentPath.startsWith(`${basePath}/`) ? sentPath.slice(basePath.length) : sentPath;
  const parameters = (key) => (key.match(/\/:/g) || []).length;
  const key = Object.keys(DOCUMENTED)
    .filter((candidate) => {
      const [candidateMethod, template] = candidate.split(' ');
      const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+');
      return candidateMethod === method && new RegExp(`^${pattern}$`).test(apiPath);
    })
    .sort((a, b) => parameters(a) - parameters(b))[0];
  const documented = key && DOCUMENTED[key];
  const name = key || `${method} ${apiPath}`;

  pm.test(`${name} answers ${documented ? documented.status : '(not in the description)'}, as documented`, () => {
    pm.expect(documented, `${name} is not an operation of the description`).to.be.an('object');
    pm.response.to.have.status(documented.status);
  });
  pm.test(`${name} answers with the body its schema documents`, () => {
    pm.expect(documented, `${name} is not an operation of the description`).to.be.an('object');
    if (documented.schema === null) {
      pm.expect(pm.response.text(), 'a response the description documents without a body').to.equal('');
      return;
    }
    pm.expect(pm.response.headers.get('Content-Type') || '', 'the media type').to.match(/^application\/(.+\+)?json/);
    pm.response.to.have.jsonSchema(Object.assign({}, documented.schema, {$defs: SCHEMAS}));
  });
})();
