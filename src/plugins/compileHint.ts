/**
 * V8's explicit compile hint on the app's bundle. With `//# allFunctionsCalledOnLoad` as the first line of main.js,
 * Chromium (136 and later) compiles all of the file's functions on a background thread as the file streams in.
 * Without it, V8 compiles most functions lazily, on the main thread, the first time each one runs, and that time
 * falls in the tasks that start the app. Other browsers read the line as a comment.
 *
 * About half of main.js's functions run as a page loads (1,091 of 2,073 on the reference, by Chromium's coverage):
 * React, the router, the theme's shell, Docusaurus's start-up. The rest is compiled for nothing, off the main thread.
 * Only main.js was measured, and only main.js carries the hint.
 *
 * The banner goes in after the minifier, which drops comments (stage 400), and before the bundler swaps the hashes in
 * the file names for hashes of the final bytes (stage 2500). It is for readers, so only the production build gets it;
 * the preview (`npm start`) bundles as Docusaurus makes it. `tests/build/compile-hint.test.ts` checks the built files.
 */
import type {Plugin} from '@docusaurus/types';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** main.js as a production build names it. */
const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function compileHint(): Plugin {
  return {
    name: 'coinloom-compile-hint',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: MAIN_BUNDLE,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
