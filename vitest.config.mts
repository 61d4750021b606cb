import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Some tests compile the whole API description or run samples in Python and PHP;
    // on a busy 2-core machine they need more than the default 5 s.
    testTimeout: 30_000,
  },
});
