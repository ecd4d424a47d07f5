import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/local-rules.js';

/**
 * One way in to the server: outside src/api/ nothing may call fetch, use openapi-fetch, or
 * import generated internals. Pages and widgets may import the generated hook files
 * (generated/hooks/<tag>/<tag>) and model types (generated/model/*); mocks and tests may also
 * use the generated MSW handlers and zod schemas; features and the page kit may use the zod
 * schemas for form validation (FORM_SCHEMA_USERS below).
 */
const GENERATED_INTERNALS = [
  '@gen/paths*',
  '@gen/openapi*',
  '@gen/zod/**',
  '@gen/hooks/**/*.msw*',
  '**/generated/paths*',
  '**/generated/openapi*',
  '**/generated/zod/**',
  '**/generated/hooks/**/*.msw*',
];

/** no-restricted-imports for src/: openapi-fetch, the given generated internals, mock code. */
const restrictedImports = (internals) => [
  'error',
  {
    paths: [{ name: 'openapi-fetch', message: 'Only src/api/ talks to the server.' }],
    patterns: [
      { group: internals, message: 'Generated internals are for src/api/, mocks/ and tests/ only.' },
      {
        group: ['@mocks/**', '**/mocks/**', '!**/src/**'],
        message: 'Mock code never reaches src/ (it would ship).',
      },
    ],
  },
];

/**
 * Forms validate with the contract's own zod schemas (generated/zod/<tag>/<tag>.zod.ts, the wire
 * bodies `{requestData: {...}}`, read through src/page-kit/form/contract-schema.ts) instead of
 * copying its limits by hand, which drift. Only these schemas: the generated MSW handlers, paths
 * and bundle stay forbidden outside src/api/, mocks/ and tests/.
 */
const FORM_SCHEMA_USERS = ['src/features/**/*.{ts,tsx}', 'src/page-kit/**/*.{ts,tsx}'];

const serverAccess = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Call the server through a generated hook (src/api/ owns fetch).' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Use a generated hook.' },
    { object: 'globalThis', property: 'fetch', message: 'Use a generated hook.' },
    { object: 'window', property: 'XMLHttpRequest', message: 'Use a generated hook.' },
  ],
};

/**
 * Imports flow one way, shared → features → app (the style guide's bulletproof-react rule):
 * shared code never imports a feature or the app shell, a feature never imports the shell or
 * another feature. Uses the typescript-eslint twin of no-restricted-imports so that these
 * options do not replace the server-access ones above.
 */
const SHARED = ['api', 'bridge', 'env', 'format', 'page-kit', 'routing', 'tracking'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const importDirection = [
  {
    files: SHARED.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code must not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features must not import the app shell.' },
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
              ]),
              message: 'Features must not import each other; move shared code to a shared folder.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'dist-demo/**', 'docs/**', 'node_modules/**', 'mocks/public/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      'local/no-deep-relative-import': 'error',
      'local/kit-import-through-index': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      ...serverAccess,
      'no-restricted-imports': restrictedImports(GENERATED_INTERNALS),
    },
  },
  {
    files: FORM_SCHEMA_USERS,
    rules: {
      'no-restricted-imports': restrictedImports(
        GENERATED_INTERNALS.filter((group) => !group.includes('/zod/')),
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/main.tsx', 'src/dev/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/mocks\\//]',
          message: 'Only src/main.tsx loads the mock, behind __MSW_ENABLED__.',
        },
      ],
    },
  },
  // The end-to-end tests run in Node without the app's React and CSS transforms: they take a
  // kit constant from the one leaf module that holds it, not through a block's index.
  { files: ['tests/e2e/**/*.ts'], rules: { 'local/kit-import-through-index': 'off' } },
  ...importDirection,
  // No import cycles: `npm run lint` also runs dpdm over src/, mocks/ and tests/ (type-only
  // imports included, since a cycle of types still ties modules together). src/dev may use
  // src/app, never the reverse: dev and mock builds register dev routes through
  // src/app/routing/tool-routes.ts.
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/dev/**'],
              message:
                'src/app never imports src/dev: dev code registers through src/app/routing/tool-routes.ts.',
            },
          ],
        },
      ],
    },
  },
);
