import os from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Vitest's default worker count leaves one core free, which on the project's 2-core machines ran every file of a
 * step one after another. The unit and build steps take one worker per core (build: 67 s instead of 90 s, its
 * second build beside the other files). The integration step keeps one: its samples run PHP, Python and Node
 * processes by the hundred, and `scripts/check.test.ts` starts a Vitest of its own, which beside them ran past its
 * 30 s. Run together (`vitest run` without `--project`), the projects go in turn: unit, integration, build
 * (`groupOrder`).
 */
const cores = os.availableParallelism();

/**
 * The tests that start a server or run another language: the Prism mock of the API description (also under the
 * Postman collection, run by newman), the code
 * samples in Node.js, Python, PHP and shell, the generated samples of every operation, and the
 * reconciliation sample. They are the `integration` project, so that `unit` stays a quick, pure run.
 */
const integration = [
  'tests/unit/api-mock.test.ts',
  'src/features/api/samples/**/*.test.ts',
  'src/features/api/render/samples.test.ts',
  'src/features/api/tryIt/copied.test.ts',
  // newman runs the Postman collection against the Prism mock.
  'src/features/api/postman/*.test.ts',
  // It runs `npm run check`, which starts Vitest of its own.
  'scripts/check.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Some tests compile the whole API description or run samples in Python and PHP;
    // on a busy 2-core machine they need more than the default 5 s.
    testTimeout: 30_000,
    // The llms.txt plugin's ESM build imports its own files without extensions, which Docusaurus's loader
    // resolves and Node's does not: Vite compiles it instead, for the tests that load the site config.
    server: {deps: {inline: ['@signalwire/docusaurus-plugin-llms-txt']}},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: integration,
          // The unit tests are pure: no module mocks, no stubbed globals, no environment left changed. A worker
          // runs its files one after another in one module graph instead of starting a fresh one per file, which
          // cost about two thirds of the run (75 files: 64 s isolated, 21–26 s not, on a 2-core machine). The
          // integration and build projects are dominated by their own work and stay isolated.
          isolate: false,
          maxWorkers: cores,
          sequence: {groupOrder: 0},
        },
      },
      {extends: true, test: {name: 'integration', include: integration, maxWorkers: 1, sequence: {groupOrder: 1}}},
      // They read build/, which `npm run build` writes first.
      {
        extends: true,
        test: {name: 'build', include: ['tests/build/**/*.test.ts'], maxWorkers: cores, sequence: {groupOrder: 2}},
      },
    ],
  },
});
