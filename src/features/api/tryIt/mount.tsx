/**
 * The Try it panel's chunk (`api-try-panel`), loaded by client/tryIt.ts when a reader opens a panel: it
 * mounts the panel into the operation's build-time HTML, which React otherwise leaves alone.
 */
import {createRoot} from 'react-dom/client';
import TryItPanel from './Panel';
import type {TryItData} from './request';

/** Mounts the panel of an operation in `element`; gives the function that unmounts it. */
export function mountTryIt(element: HTMLElement, data: TryItData): () => void {
  const root = createRoot(element);
  root.render(<TryItPanel data={data} />);
  return () => root.unmount();
}
