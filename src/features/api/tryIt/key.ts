/**
 * What the panel checks and says of the key before it signs: that a key id has the description's form, that a
 * masked secret has no whitespace the mask hides, and whether the server chosen is live, for which it takes no secret. A key id does not tell a live key from a sandbox one (both are `key_…`); sandbox and live
 * keys are separate and each works only against its own server, so a key for the live server is a live key.
 */
import {urls} from '../../../data/product';

/** The form of a key id, from the description's `KeyId` parameter. */
export type KeyIdForm = {pattern: string; example: string};

/** Why a key id is not one, or undefined when it is (or is still empty). */
export function keyIdProblem(keyId: string, form: KeyIdForm): string | undefined {
  if (keyId === '' || new RegExp(form.pattern).test(keyId)) return undefined;
  return `"${keyId}" is not a key id: one matches \`${form.pattern}\`, as \`${form.example}\` does.`;
}

/** Whether a server is Coinloom's live API, where a key moves real funds. */
export const isLiveServer = (server: string): boolean => server.replace(/\/+$/, '') === urls.apiLive;

/** Why a secret as typed would sign wrong, or undefined: whitespace at its ends, which the mask hides. */
export function secretProblem(secret: string): string | undefined {
  if (secret.trim() === secret) return undefined;
  return 'The secret starts or ends with a space or line break, which the mask hides: a secret has none.';
}

/** What the secret field says under it, for the server chosen. */
export const secretHelp = (live: boolean): string =>
  live
    ? 'Live server chosen: this panel does not take a live key’s secret.'
    : 'A sandbox key’s secret. It never leaves this page.';

/** The warning shown while the live server is chosen. */
export const LIVE_WARNING =
  'A live key moves real funds: never paste its secret into a web page. Copy the request below: it signs when it runs, with the key on your server. To sign or compare here, choose the sandbox.';
