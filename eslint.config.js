import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every web feature, read from its folder: a new feature is fenced in without editing this file.
const features = readdirSync(new URL('apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The QueryClient calls that take a query key.
const queryClientCalls = [
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'cancelQueries',
  'resetQueries',
  'setQueryData',
  'getQueryData',
  'getQueryState',
  'isFetching',
  'ensureQueryData',
  'prefetchQuery',
  'fetchQuery',
].join('|');

// One way to build a form (ADR 090): react-hook-form's useForm and the zod resolver are
// used by lib/use-schema-form.ts only. Every web block of no-restricted-imports repeats
// these, because a later block replaces the rule of an earlier one.
const oneFormWay = 'Build a form with useSchemaForm (lib/use-schema-form.ts, ADR 090).';
const formPaths = [
  { name: 'react-hook-form', importNames: ['useForm'], message: oneFormWay },
  { name: '@hookform/resolvers', message: oneFormWay },
];
const formPatterns = [{ group: ['@hookform/resolvers/*'], message: oneFormWay }];
const upward = {
  group: ['**/features/**', '**/app/**', '@/features/**', '@/app/**'],
  message: 'Shared building blocks never import upward.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  // Type-checked rules where a mistake is silent at run time: a promise nobody
  // awaits, a promise where a callback is expected, awaiting a non-promise.
  {
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // No import cycles, type-only imports included: .dependency-cruiser.cjs, run by `npm run lint`
  // (import-x/no-cycle cannot count `import type`; ADR 069).
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@rifas/api', '@rifas/web'],
              message: 'packages/shared imports nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  // Schemas take `z` from schemas/zod.ts, which configures zod before any schema is built.
  {
    files: ['packages/shared/src/**'],
    ignores: ['packages/shared/src/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from schemas/zod.ts ('./zod')." }],
          patterns: [
            {
              group: ['**/apps/**', '@rifas/api', '@rifas/web'],
              message: 'packages/shared imports nothing of the apps.',
            },
            { group: ['zod/*'], message: 'zod is configured in schemas/zod.ts only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One key factory per feature (api/keys.ts), built on the roots of lib/query-keys.ts: a
  // literal key anywhere else is one the invalidations cannot see (ADR 031).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Property[key.name="queryKey"] ArrayExpression > Literal:first-child',
          'VariableDeclarator[id.name=/Keys?$/] ArrayExpression > Literal:first-child',
          `CallExpression[callee.property.name=/^(${queryClientCalls})$/] ArrayExpression > Literal:first-child`,
        ].map((selector) => ({
          selector,
          message:
            "A query key starts from its feature's key factory (api/keys.ts) or lib/query-keys.ts, never from a literal.",
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: formPaths, patterns: formPatterns }],
    },
  },
  // Web features never import each other: shared code goes to components/, lib/ or packages/shared.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: formPaths,
          patterns: [
            ...formPatterns,
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `**/features/${f}`,
                  `**/features/${f}/**`,
                  `@/features/${f}`,
                  `@/features/${f}/**`,
                ]),
              message: 'Web features never import each other.',
            },
            {
              group: ['**/apps/api/**', '@rifas/api'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    ignores: ['apps/web/src/lib/use-schema-form.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: formPaths, patterns: [...formPatterns, upward] }],
    },
  },
  {
    files: ['apps/web/src/lib/use-schema-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward] }] },
  },
  // API layering. One block per kind of file, because a later no-restricted-imports
  // replaces an earlier one instead of adding to it.
  ...apiLayering(),
);

/*
 * API layers: lib/ and db/ know nothing of modules/; a module is used by others
 * only through its index.ts; repositories only query (never call a service);
 * routes call services, never repositories nor db/. Tests may reach inside modules.
 */
function apiLayering() {
  const api = 'apps/api/src';
  const tests = [`${api}/**/*.test.ts`, `${api}/test/**`];
  const rule = {
    noModules: { regex: '(^|/)modules(/|$)', message: 'lib/ and db/ never import modules/.' },
    throughIndex: {
      regex: '^\\.\\./[a-z-]+/',
      message: "Other modules are imported only through their index.ts ('../name').",
    },
    deepModule: {
      regex: 'modules/[a-z-]+/',
      message: "A module is imported only through its index.ts ('modules/name').",
    },
    noService: {
      regex: '\\.service$',
      message: 'Repositories only query: they never import a service.',
    },
    noRepository: { regex: '\\.repository$', message: 'Routes call services, never repositories.' },
    noDb: {
      regex: '(^|/)db(/|$)',
      message: 'Routes never import db/: the database is the services’ business.',
    },
  };
  const block = (files, patterns, ignores = []) => ({
    files,
    ignores: [...tests, ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const modules = `${api}/modules/*/**/*.ts`;
  return [
    block([`${api}/lib/**/*.ts`, `${api}/db/**/*.ts`], [rule.noModules]),
    block(
      [`${api}/*.ts`, `${api}/{jobs,plugins,seeds,scripts}/**/*.ts`, 'bench/**/*.ts'],
      [rule.deepModule],
    ),
    block([modules], [rule.throughIndex], ['**/*.repository.ts', '**/*.routes.ts']),
    block([`${api}/modules/*/**/*.repository.ts`], [rule.throughIndex, rule.noService]),
    block([`${api}/modules/*/**/*.routes.ts`], [rule.throughIndex, rule.noRepository, rule.noDb]),
    // What an app holds lives in its runtime (runtime.ts), never in a module-level map
    // keyed by a database handle or an app: a WeakMap at module level is exactly that.
    {
      files: [`${api}/**/*.ts`],
      ignores: tests,
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'Program > :matches(VariableDeclaration, ExportNamedDeclaration > VariableDeclaration) NewExpression[callee.name="WeakMap"]',
            message:
              "Per-app state lives in the app's runtime (apps/api/src/runtime.ts), not in a module-level WeakMap.",
          },
        ],
      },
    },
  ];
}
