/**
 * Where the page's operations leave the loaders of their Try it data: `ApiHtml` registers each operation
 * fragment's loader as the page renders, and the client module (client/tryIt.ts) takes it when the reader
 * opens a panel, waiting for it if the reader opened one before the page hydrated.
 */
import type {TryItData} from '../tryIt/request';
import type {TryItChecks} from '../tryIt/validate';

/** The operation's data chunk module (loader.ts, `?tryit=`): the panel's data and the operation's validators. */
export type TryItLoader = () => Promise<{default: TryItData; checks: TryItChecks}>;

const loaders = new Map<string, TryItLoader>();
const waiting = new Map<string, ((load: TryItLoader) => void)[]>();

export function registerTryIt(id: string, load: TryItLoader): void {
  loaders.set(id, load);
  for (const resolve of waiting.get(id) ?? []) resolve(load);
  waiting.delete(id);
}

/** The loader of an operation's Try it data, once the page has registered it. */
export function tryItLoader(id: string): Promise<TryItLoader> {
  const load = loaders.get(id);
  if (load) return Promise.resolve(load);
  return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
}
