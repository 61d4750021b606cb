import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests against the production build, served as a static host would
 * serve it (scripts/serve.mjs). Chromium comes from the system: Debian's
 * /usr/bin/chromium by default, or any Chrome named by CHROMIUM_PATH.
 */
const PORT = Number(process.env.TEST_PORT ?? 3210);
/** The build to test: `build/` unless TEST_BUILD_DIR names another (a second build made with `--out-dir`). */
const BUILD_DIR = process.env.TEST_BUILD_DIR ?? 'build';
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Shared CI machines are noisy: one retry, and Playwright reports any test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  // One worker per core: a test is a browser page that keeps a core busy (rendering, then axe). On the
  // project's 2-core machines that is 2, where Playwright's default (half the cores) would leave one idle.
  // Several machines share the suite with `--shard=i/n`; one machine gains nothing from shards.
  workers: os.availableParallelism(),
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL,
    // Recording a trace snapshots the page at every step, for every test, and costs about a sixth of the run.
    // In CI the retry of a failed test records one; locally a failed test keeps the trace of its only run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], colorScheme: 'no-preference'}}],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir ${BUILD_DIR}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
