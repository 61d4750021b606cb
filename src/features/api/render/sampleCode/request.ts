/** What the samples' generators take (one request) and give (one sample a language). */
import type {HttpMethod} from '../../types';

/** A language the samples are written in. */
export type SampleLanguage = 'curl' | 'node' | 'python' | 'php';

/** The sample languages in tab order, with each one's tab label and highlighting language. */
export const sampleLanguages: readonly {id: SampleLanguage; label: string; highlight: string}[] = [
  {id: 'curl', label: 'cURL', highlight: 'bash'},
  {id: 'node', label: 'Node.js', highlight: 'js'},
  {id: 'python', label: 'Python', highlight: 'python'},
  {id: 'php', label: 'PHP', highlight: 'php'},
];

/** The signing helper each language's sample imports, by file name under src/features/api/samples/signing. */
export const signingHelpers: Record<Exclude<SampleLanguage, 'curl'>, string> = {
  node: 'sign-request.mjs',
  python: 'sign_request.py',
  php: 'sign_request.php',
};

/** One request, as every language's sample sends it. */
export type SampleRequest = {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** The base URL with its version: the sandbox, so that a copied sample moves no real money. */
  baseUrl: string;
  /** The path after the base URL, with example path parameters and query: `/checkouts/chk_8d2Kq4VfT1`. */
  path: string;
  /** The JSON body, or undefined for none. */
  body?: unknown;
  /** The body as the cURL sample sends and signs it. */
  bodyText?: string;
  /** False for the public endpoints (`security: []`), which take no key. */
  signed: boolean;
  /**
   * Headers signed already (by the Try it panel): the sample then sends them as they are, with the body
   * exactly as `bodyText` has it, instead of signing with a helper when it runs.
   */
  signedHeaders?: SignedHeaders;
  /** The Idempotency-Key of a POST, as the reader gave it (Try it); without it a sample makes a new one. */
  idempotencyKey?: string;
};

/** The signing headers' values of a request signed already. */
export type SignedHeaders = {keyId: string; timestamp: string; signature: string};

/** One request's sample in every language. */
export type Samples = Record<SampleLanguage, string>;
