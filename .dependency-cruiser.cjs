/**
 * No import circle in apps/ and packages/, type-only imports included (issue 45,
 * ADR 069): `npm run lint` runs `depcruise` with this file. eslint's
 * import-x/no-cycle skips `import type` with no option to count it, and a
 * circle of types still ties the layers together.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes load order matter and hides which layer depends on which.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: TypeScript's view before it erases them.
    tsPreCompilationDeps: true,
    // For the web app's one path alias ('@/'); the API and shared have none.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
