/**
 * Built asset sizes: raw, gzip and brotli of every text asset in the web dist,
 * and the JS a phone downloads on the wire for home's first load and for a
 * raffle page (entry chunk + the route's chunks + everything they import
 * statically, as brotli: what @fastify/static's preCompressed sends).
 *
 *   node bench/assets.mjs [distDir]      (default apps/web/dist; run `npm run build` first)
 *   import { measureAssets } from './assets.mjs'; await measureAssets(distDir)
 *
 * The page graphs come from Vite's manifest (dist/.vite/manifest.json). Without
 * one, only the entry and its modulepreloads from index.html are counted (home).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Budgets of JS on the wire (bytes, brotli) per page. */
export const JS_BUDGETS = { home: 150 * 1024, raffle: 200 * 1024 };

/**
 * Source modules each page needs at first load, matched against manifest keys.
 * The raffle page lazy-loads the picker and the draw's check at once, and every
 * page the checks of its first answers (zod; ADR 020), so they count. The
 * checkout (forms, dialogs) comes only once a number is chosen: it does not.
 */
const FIRST_ANSWERS = /(^|\/)first-load-schemas\.ts$|^first-load$/;
const PAGES = {
  home: [/(^|\/)home-page\.tsx$/, FIRST_ANSWERS],
  raffle: [
    /(^|\/)raffle-detail-route\.tsx$|^raffle-route$/,
    /(^|\/)number-picker\.tsx$/,
    /(^|\/)draw-schema\.ts$/,
    FIRST_ANSWERS,
  ],
};

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...(await walk(path)));
    } else out.push(path);
  }
  return out;
}

/** Sizes of one file: the prepared .gz/.br next to it when the build made them, else computed. */
async function sizesOf(path) {
  const body = await readFile(path);
  const gzip = existsSync(`${path}.gz`)
    ? (await readFile(`${path}.gz`)).length
    : gzipSync(body, { level: 9 }).length;
  const brotli = existsSync(`${path}.br`)
    ? (await readFile(`${path}.br`)).length
    : brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length;
  return {
    raw: body.length,
    gzip,
    brotli,
    // The build skips a variant that would not be smaller (a tiny file).
    prepared: body.length < 1024 || (existsSync(`${path}.br`) && existsSync(`${path}.gz`)),
  };
}

/** Files (dist-relative) the page loads: entry + matched modules + their static imports. */
function pageFiles(manifest, patterns) {
  const keys = Object.keys(manifest);
  const roots = keys.filter((k) => manifest[k].isEntry);
  for (const pattern of patterns) {
    // A module inside a chunk group (apps/web/build/first-load-chunks.ts, ADR 058) has
    // no key of its own: its group's chunk is found by the group's name.
    const hit =
      keys.find((k) => pattern.test(manifest[k].src ?? k)) ??
      keys.find((k) => !manifest[k].src && pattern.test(manifest[k].name ?? ''));
    if (hit) roots.push(hit);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...new Set([...seen].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
}

/** Without a manifest: index.html's module script and modulepreloads. */
async function entryFilesFromHtml(distDir) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(files)];
}

/**
 * Measures the built assets of `distDir`; prints two tables unless `print` is false.
 * Returns { byType: {js|css|html|...: {files, raw, gzip, brotli}}, all, prepared,
 *           pages: {home, raffle: {files, raw, gzip, brotli, budget, ok} | null} }.
 */
export async function measureAssets(distDir = 'apps/web/dist', { print = true } = {}) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: run npm run build first`);
  }
  const sizes = new Map();
  for (const path of await walk(distDir)) {
    if (TEXT.test(path)) sizes.set(relative(distDir, path), await sizesOf(path));
  }
  const add = (acc, s) => {
    acc.files += 1;
    acc.raw += s.raw;
    acc.gzip += s.gzip;
    acc.brotli += s.brotli;
    return acc;
  };
  const zero = () => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });
  const byType = {};
  const all = zero();
  for (const [file, s] of sizes) {
    const type = file.split('.').pop();
    byType[type] = add(byType[type] ?? zero(), s);
    add(all, s);
  }
  const prepared = [...sizes.values()].every((s) => s.prepared);

  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? JSON.parse(await readFile(manifestPath, 'utf8'))
    : null;
  const pages = {};
  for (const [name, patterns] of Object.entries(PAGES)) {
    const files = manifest
      ? pageFiles(manifest, patterns)
      : name === 'home'
        ? await entryFilesFromHtml(distDir)
        : null;
    if (!files) {
      pages[name] = null;
      continue;
    }
    const total = files.reduce((acc, f) => add(acc, sizes.get(f)), zero());
    pages[name] = { ...total, budget: JS_BUDGETS[name], ok: total.brotli <= JS_BUDGETS[name] };
  }

  const result = { byType, all, prepared, pages };
  if (print) printAssets(result);
  return result;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printAssets({ byType, all, prepared, pages }) {
  console.log(
    `\nBuilt assets (${prepared ? 'gzip/brotli prepared at build' : 'gzip/brotli computed here: NOT prepared at build'})`,
  );
  console.table(
    Object.fromEntries(
      [...Object.entries(byType), ['all', all]].map(([type, s]) => [
        type,
        { files: s.files, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) },
      ]),
    ),
  );
  console.log('JS on the wire at first load (brotli)');
  console.table(
    Object.fromEntries(
      Object.entries(pages).map(([name, p]) => [
        name,
        p
          ? {
              chunks: p.files,
              raw: kb(p.raw),
              gzip: kb(p.gzip),
              brotli: kb(p.brotli),
              budget: kb(p.budget),
              ok: p.ok,
            }
          : { chunks: 'no manifest' },
      ]),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureAssets(process.argv[2] ?? 'apps/web/dist');
}
