// Coinloom: signs each request of the collection before Postman sends it, by the documented rule.
// X-Coinloom-Signature is the lowercase hex HMAC-SHA256, under the key secret, of
//   timestamp + "\n" + METHOD + "\n" + path-with-query + "\n" + body
// where the path starts with the base URL's /v1 and the body is the exact raw body ('' when there is none).
// The key id and secret come from the environment's keyId and keySecret; the public endpoints are not signed.
// Postman's script sandbox provides pm, CryptoJS and require; the script runs once per request, in a function
// of its own, since the sandbox keeps one scope for the whole run.
/* global pm, require, CryptoJS */
(function signCoinloomRequest() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports, n/no-extraneous-require -- the sandbox's own library, loaded with require
  const {Url} = require('postman-collection');

  // Filled in when the collection is generated: "METHOD /path/:param" of each endpoint that takes no key.
  const UNSIGNED = [];

  const request = pm.request;
  if (UNSIGNED.includes(`${request.method} ${request.url.getPath(true)}`)) return;
  const keyId = pm.variables.get('keyId');
  const secret = pm.variables.get('keySecret');
  if (!keyId || !secret) {
    throw new Error(
      'Set keyId and keySecret in the Coinloom environment: every request but the public ones is signed.',
    );
  }
  // The URL as it is sent: variables replaced, path parameters in place.
  const withPath = request.url.toString().replace(/\/:([A-Za-z_]\w*)/g, (whole, name) => {
    const variable = request.url.variables.one(name);
    return variable ? `/${encodeURIComponent(pm.variables.replaceIn(String(variable.value)))}` : whole;
  });
  const pathWithQuery = new Url(pm.variables.replaceIn(withPath)).getPathWithQuery();
  const body = request.body && request.body.mode === 'raw' ? pm.variables.replaceIn(request.body.raw || '') : '';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const message = [timestamp, request.method.toUpperCase(), pathWithQuery, body].join('\n');
  const signature = CryptoJS.HmacSHA256(CryptoJS.enc.Utf8.parse(message), CryptoJS.enc.Utf8.parse(secret)).toString(
    CryptoJS.enc.Hex,
  );
  request.headers.upsert({key: 'X-Coinloom-Key', value: keyId});
  request.headers.upsert({key: 'X-Coinloom-Timestamp', value: timestamp});
  request.headers.upsert({key: 'X-Coinloom-Signature', value: signature});
})();
