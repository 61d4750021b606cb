/**
 * HMAC-SHA256 with Web Crypto, the one primitive behind the site's own signing: the Try it panel's request
 * signatures and the callback signature checker. Runs in the browser and in Node.js alike.
 */

const encoder = new TextEncoder();

/**
 * A signer under one secret: the lowercase hex HMAC-SHA256 of each message it is given, both as UTF-8, with the
 * key imported once (for searches that sign many messages under one secret). It rejects an empty secret, as Web
 * Crypto refuses a zero-length key.
 */
export function hmacSigner(secret: string): (message: string) => Promise<string> {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  // Rejected only when the signer is used: an unused signer of an empty secret is no unhandled rejection.
  key.catch(() => undefined);
  return async (message) => {
    const digest = await crypto.subtle.sign('HMAC', await key, encoder.encode(message));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}

/** Lowercase hex HMAC-SHA256 of a message under a secret, both as UTF-8; it rejects an empty secret. */
export function hmacHex(secret: string, message: string): Promise<string> {
  return hmacSigner(secret)(message);
}
