import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = [
  'auth',
  'users',
  'raffles',
  'raffles-admin',
  'purchase',
  'reserved-numbers',
  'payments',
  'payment-methods',
  'currencies',
  'dashboard',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
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
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features never import each other: shared code goes to components/, lib/ or packages/shared.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '@/features/**', '@/app/**'],
              message: 'Shared building blocks never import upward.',
            },
          ],
        },
      ],
    },
  },
  // API layering. One block per kind of file, because a later no-restricted-imports
  // replaces an earlier one instead of adding to it.
  ...apiLayering(),
);

/*
 * API layers: lib/ and db/ know nothing of modules/; a module is used by others
 * only through its index.ts; repositories only query (never call a service);
 * routes call services, never repositories. Tests may reach inside modules.
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
    block([`${api}/modules/*/**/*.routes.ts`], [rule.throughIndex, rule.noRepository]),
  ];
}
