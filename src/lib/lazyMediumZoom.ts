/**
 * medium-zoom for docusaurus-plugin-image-zoom, loaded only by pages that have a figure to zoom.
 *
 * The plugin's client module imports medium-zoom, so its 5 kB of gzip sat in the main bundle of every page,
 * figures or not. The bundler resolves the plugin's `medium-zoom` to this module (src/plugins/lazyMediumZoom.ts),
 * which has the same call: the plugin still attaches the zoom 1 s after each route change, with its selector and
 * options. On the first call on a page whose content has such a figure, the real library loads; until it has,
 * `update` is kept for it and `detach` cancels the attachment.
 */
import type {Zoom, ZoomOptions} from 'medium-zoom';

/** The subset of medium-zoom's answer that the plugin uses. */
type LazyZoom = Pick<Zoom, 'detach' | 'update'>;

let library: Promise<typeof import('medium-zoom').default> | undefined;

export default function lazyMediumZoom(selector: string, options: ZoomOptions = {}): LazyZoom {
  let zoom: Zoom | undefined;
  let detached = false;
  let pending: ZoomOptions = {};
  if (document.querySelector(selector)) {
    library ??= import('medium-zoom/dist/medium-zoom.esm.js').then((module) => module.default);
    void library.then((mediumZoom) => {
      if (!detached) zoom = mediumZoom(selector, {...options, ...pending});
    });
  }
  const lazy: LazyZoom = {
    detach() {
      detached = true;
      zoom?.detach();
      return zoom ?? (lazy as Zoom);
    },
    update(next: ZoomOptions) {
      if (zoom) zoom.update(next);
      else pending = {...pending, ...next};
      return zoom ?? (lazy as Zoom);
    },
  };
  return lazy;
}
