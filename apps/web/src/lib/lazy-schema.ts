import type * as FirstLoad from './first-load-schemas';

type FirstLoadSchemas = typeof FirstLoad;

let loading: Promise<FirstLoadSchemas> | undefined;

function load(): Promise<FirstLoadSchemas> {
  loading ??= import('./first-load-schemas').catch((err: unknown) => {
    loading = undefined; // a failed download is tried again by the next read
    throw err;
  });
  return loading;
}

/**
 * A first-load read's answer check, downloaded on first use: pass it as the
 * `schema` of an api call, which starts the download with the request
 * (docs/decisions/020-light-first-load.md).
 */
export function lazySchema<K extends keyof FirstLoadSchemas>(
  name: K,
): () => Promise<FirstLoadSchemas[K]> {
  return () => load().then((schemas) => schemas[name]);
}
