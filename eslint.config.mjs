// One lint pass over the site's code: typescript-eslint, React, React hooks and
// the Docusaurus rules. Markdown content is checked by the build instead
// (broken links, anchors and images all throw).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import nodePlugin from 'eslint-plugin-n';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/']},
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    languageOptions: {globals: globals.browser},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // Types are checked by TypeScript, not by runtime prop-types.
      'react/prop-types': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    // Node.js code: config, scripts, tests (those beside modules too), and the code samples readers run on their servers.
    files: [
      '*.{js,mjs,cjs,ts}',
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.{ts,mjs}',
      'src/**/*.test.ts',
      'src/features/api/samples/**/*.mjs',
      'src/**/*.cjs',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    // Every package the code imports is named in package.json: a package that arrives only as a dependency of a
    // dependency can vanish in any upgrade. Docusaurus's aliases (@theme/, @site/, @docusaurus/Link…) and the
    // description's `?api=` imports are resolved by the bundler, not by Node, so they are not packages.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    plugins: {n: nodePlugin},
    settings: {n: {tryExtensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json']}},
    rules: {
      'n/no-extraneous-import': 'error',
      'n/no-extraneous-require': 'error',
    },
  },
  {
    // The unit project runs its files in one module graph per worker (vitest.config.mts, `isolate: false`): a
    // mock, a stubbed global or a changed environment would leak into the files after it.
    files: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'spyOn', 'useFakeTimers', 'setSystemTime', 'resetModules'].map(
          (property) => ({
            object: 'vi',
            property,
            message:
              'Unit tests share a module graph (isolate: false in vitest.config.mts): pass the dependency in instead.',
          }),
        ),
        {
          object: 'process',
          property: 'chdir',
          message: 'Unit tests share a process (isolate: false in vitest.config.mts): pass the directory in instead.',
        },
      ],
    },
  },
  {
    // CommonJS by necessity: Babel's config, and the YAML loader that the bundler require()s.
    files: ['babel.config.js', 'src/**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
