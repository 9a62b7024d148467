import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..');

/** Relative imports of a file that name no extension ('./build/precompress'). */
function bareRelativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1]!)
    .filter((specifier) => !/\.[cm]?[jt]sx?$/.test(specifier));
}

// Vite's native config loader (its future default) cannot resolve an import without its
// extension; Vite warns about each one at the top of every `npm run build` and `npm start`
// that builds, the first thing a newcomer reads (issue 42).
describe('the Vite config and its build plugins', () => {
  const files = [
    join(web, 'vite.config.ts'),
    ...readdirSync(join(web, 'build'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(web, 'build', name)),
  ];

  it.each(files.map((file) => [file.slice(web.length + 1), file]))(
    '%s imports its relative modules with their extension',
    (_name, file) => {
      expect(bareRelativeImports(file)).toEqual([]);
    },
  );
});
