/**
 * theme-common's React helpers (`lib/utils/reactUtils.js`), with `useShallowMemoObject` ordering the object's keys
 * by their code units instead of `localeCompare`.
 *
 * At 996 px and below every doc page renders the navbar's phone menu filler, which memoizes its props with that hook;
 * the first `localeCompare` of a page load builds the browser's collator: 16–27 ms of the main thread on a 2-core
 * machine, four times that on Lighthouse's phone, inside hydration, to sort two keys. The order only has to be the same
 * from one render to the next, which any fixed order gives. The bundler resolves theme-common's own imports of the
 * helpers to this module (src/plugins/shallowMemoObject.ts); everything else comes from the original, imported by its
 * full file name, which the alias does not match.
 */
import {useMemo} from 'react';

// By its path: the package's `exports` map does not publish the file.
export * from '../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The dependencies are the object's values, as many as it has keys, as in the original hook.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
