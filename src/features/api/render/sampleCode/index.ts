/**
 * The cURL, Node.js, Python and PHP samples of one request, as plain
 * functions of the request: no access to the API description, so that the
 * build (samples.ts, from an operation's examples) and the browser (the Try it
 * panel, from what the reader typed) write the same code.
 */
import {curlSample} from './curl';
import {nodeSample} from './node';
import {phpSample} from './php';
import {pythonSample} from './python';
import type {SampleRequest, Samples} from './request';

export {curlSample, nodeSample, phpSample, pythonSample};
export {shellQuote} from './literals';
export {sampleFile} from './names';
export {sampleLanguages, signingHelpers} from './request';
export type {SampleLanguage, SampleRequest, Samples, SignedHeaders} from './request';

/** The request's sample in every language. */
export function samplesFor(request: SampleRequest): Samples {
  return {
    curl: curlSample(request),
    node: nodeSample(request),
    python: pythonSample(request),
    php: phpSample(request),
  };
}
