/** What a sample says and sends about its signature: signed when it runs, signed already, or public. */
import {limits} from '../../../../data/product';
import type {SampleRequest} from './request';

/** Where a sample that signs when it runs finds the key. */
export const KEY_NOTE = 'and COINLOOM_KEY_ID and COINLOOM_KEY_SECRET in the environment.';

/** Whether the sample signs when it runs, with a helper and the key in the environment. */
export const signsWhenRun = (request: SampleRequest): boolean => request.signed && request.signedHeaders === undefined;

/** The first comment of a sample that sends its request as it stands: a public one, or one signed already. */
export function unsignedNote(request: SampleRequest): string {
  if (!request.signedHeaders) return 'A public endpoint: no key, no signature.';
  return (
    `Signed at ${request.signedHeaders.timestamp} (Unix seconds): the API accepts it for ` +
    `${limits.requestTimestampToleranceSeconds} s from then. Send the body exactly as it is here.`
  );
}

/** The signing headers, as name and value, of a request signed already; none otherwise. */
export function signedHeaderLines({signedHeaders}: SampleRequest): [string, string][] {
  if (!signedHeaders) return [];
  return [
    ['X-Coinloom-Key', signedHeaders.keyId],
    ['X-Coinloom-Timestamp', signedHeaders.timestamp],
    ['X-Coinloom-Signature', signedHeaders.signature],
  ];
}

/** The opening comment lines of a sample that signs with a helper: what it needs and how to run it. */
export function helperHeader(comment: string, helper: string, run: string): string[] {
  return [`Needs ${helper} (Coinloom's signing helper) beside this file,`, KEY_NOTE, `Run: ${run}`].map(
    (line) => `${comment} ${line}`,
  );
}
