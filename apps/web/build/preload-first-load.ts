import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The module every page's first render waits for (lib/lazy-schema.ts imports it dynamically). */
const FIRST_LOAD = /\/src\/lib\/first-load-schemas\.ts$/;

/** The chunk and every chunk it imports statically, by file name. */
export function withImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, seen);
  }
  return seen;
}

/**
 * The chunk that holds a module: its facade, or a chunk group's (first-load-chunks.ts)
 * where a lazily imported module lives beside others.
 */
export function chunkOf(bundle: OutputBundle, module: RegExp): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  return (
    chunks.find((chunk) => module.test(chunk.facadeModuleId ?? '')) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)))
  );
}

/** The first-load schemas' chunk and its imports, by file name. */
export function firstLoadFiles(bundle: OutputBundle): Set<string> {
  const chunk = chunkOf(bundle, FIRST_LOAD);
  if (!chunk) throw new Error('preload-first-load: no chunk for lib/first-load-schemas.ts');
  return withImports(bundle, chunk);
}

/**
 * Adds `<link rel="modulepreload">` for the first-load schemas' chunk (zod and
 * the checks of the first reads, ADR 020) and its imports to index.html. They are
 * imported dynamically so the entry runs without them, but the first render
 * waits for them: found only when the entry runs, they cost a second round trip
 * after it on a slow phone; preloaded, they download beside it.
 */
export function preloadFirstLoad(): Plugin {
  return {
    name: 'rifas-preload-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const links = [...firstLoadFiles(bundle)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const at = html.search(/<\/head>/i);
        return `${html.slice(0, at)}  ${links.join('\n    ')}\n  ${html.slice(at)}`;
      },
    },
  };
}
