/**
 * HMAC-SHA256 with Web Crypto, the one primitive behind the site's own signing: the Try it panel's request
 * signatures and the callback signature checker. Runs in the browser and in Node.js alike.
 */

const encoder = new TextEncoder();

/**
 * Lowercase hex HMAC-SHA256 of a message under a secret, both as UTF-8. It rejects an empty secret, as Web Crypto
 * refuses a zero-length key.
 */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const digest = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
