import type { Plugin, Rolldown } from 'vite';
import { chunkOf, firstLoadFiles, withImports } from './preload-first-load.ts';

type OutputChunk = Rolldown.OutputChunk;

/** Where the API finds the list (apps/api/src/plugins/spa.ts); `.vite/` is never served. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** The route module of each page whose head the server writes (modules/link-previews). */
const PAGE_ROUTES = { raffle: /\/src\/app\/routes\/raffle-detail-route\.tsx$/ };

/**
 * Writes `.vite/page-preloads.json`: for each page in PAGE_ROUTES, the chunks of
 * its lazily loaded route that index.html does not load already. The raffle
 * route is a chunk of its own so home never downloads it (ADR 056); a shared
 * raffle link, whose first render waits for it, must not find it only when the
 * entry runs: the server writes these as `<link rel="modulepreload">` into a
 * raffle page's head, beside its image preload (ADR 020).
 */
export function pagePreloads(): Plugin {
  return {
    name: 'rifas-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      // What index.html loads on every page: the entry, its static imports and the
      // first-load schemas' chunks (preload-first-load.ts).
      const everyPage = firstLoadFiles(bundle);
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        withImports(bundle, entry, everyPage);
      }
      const pages: Record<string, string[]> = {};
      for (const [page, route] of Object.entries(PAGE_ROUTES)) {
        const chunk = chunkOf(bundle, route);
        if (!chunk) throw new Error(`page-preloads: no chunk for the ${page} route`);
        pages[page] = [...withImports(bundle, chunk)]
          .filter((file) => !everyPage.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
