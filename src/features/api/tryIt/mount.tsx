/**
 * The Try it panel's chunk (`api-try-panel`), loaded by client/tryIt.ts when a reader opens a panel: it
 * mounts the panel into the operation's build-time HTML, which React otherwise leaves alone.
 */
import {createRoot} from 'react-dom/client';
import TryItPanel from './Panel';
import type {TryItData} from './request';
import type {TryItChecks} from './validate';

/** Mounts the panel of an operation, with its validators, in `element`; gives the function that unmounts it. */
export function mountTryIt(element: HTMLElement, data: TryItData, checks: TryItChecks): () => void {
  const root = createRoot(element);
  root.render(<TryItPanel data={data} checks={checks} />);
  return () => root.unmount();
}
