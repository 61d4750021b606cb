/**
 * Opens an operation's Try it panel (render/operation.ts writes its folded
 * control into the build-time HTML). Loaded on every page with API parts
 * (client/index.ts), and all of the panel a page loads before a reader opens
 * one: a listener on the document, which works on parts written later.
 *
 * When a control opens for the first time, it loads the panel's code (one
 * chunk for the site, `api-try-panel`) and the operation's data (a chunk of
 * the page, `api-try--<page>`, with the operation's validators, compiled at
 * build time) together, and mounts the panel in it. The
 * panel sends nothing anywhere: it builds and signs the request in the page.
 */
import type {ClientModule} from '@docusaurus/types';
import {tryItLoader} from './tryItLoaders';

type Mounted = {element: Element; unmount: () => void};

const mounted: Mounted[] = [];
const started = new WeakSet<Element>();

async function open(control: HTMLDetailsElement): Promise<void> {
  const id = control.dataset.apiTry;
  const box = control.querySelector<HTMLElement>('.api-try-panel');
  if (!id || !box || started.has(control)) return;
  started.add(control);
  box.setAttribute('aria-busy', 'true');
  const status = document.createElement('p');
  status.className = 'api-try-status';
  status.textContent = 'Loading the request builder…';
  box.replaceChildren(status);
  try {
    const [{mountTryIt}, data] = await Promise.all([
      import(/* webpackChunkName: "api-try-panel" */ '../tryIt/mount'),
      tryItLoader(id).then((load) => load()),
    ]);
    box.removeAttribute('aria-busy');
    mounted.push({element: control, unmount: mountTryIt(box, data.default, data.checks)});
  } catch {
    started.delete(control);
    box.removeAttribute('aria-busy');
    status.textContent = 'The request builder could not load. Check your connection, then close and open Try it again.';
  }
}

function onToggle(event: Event): void {
  const control = event.target;
  if (control instanceof HTMLDetailsElement && control.open && control.matches('details[data-api-try]')) {
    void open(control);
  }
}

if (typeof document !== 'undefined') {
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true);
  // A reader on a slow device can open a control from the server's HTML before this script runs: its `toggle`
  // fired with no one listening, so load the panels of controls that are already open.
  for (const control of document.querySelectorAll<HTMLDetailsElement>('details[data-api-try][open]')) {
    void open(control);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Panels of a page the reader left: their React roots go with them.
    for (let index = mounted.length - 1; index >= 0; index -= 1) {
      if (!mounted[index].element.isConnected) {
        mounted[index].unmount();
        mounted.splice(index, 1);
      }
    }
  },
};

export default clientModule;
