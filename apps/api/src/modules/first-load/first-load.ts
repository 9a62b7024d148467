/*
 * The first load of a raffle page (ADR 020): the public answers its first render
 * needs, written into its HTML as JSON data blocks, and its image's preload. The
 * link-previews module writes them into the page's head with its tags.
 */
import type { FastifyInstance } from 'fastify';
import { FIRST_LOAD_BLOCKS, RAFFLE_DETAIL_IMAGE_SIZES, type Raffle } from '@rifas/shared';
import { escapeHtml } from '../../lib/escape-html';

/**
 * A public answer as a guest receives it (the public cache's body: the public
 * presenters, no buyer data), or null when a guest gets none (a draft, an
 * unknown id). Asked through the route itself so the page can never carry
 * anything the API would not give the same visitor.
 */
export async function publicAnswerJson(app: FastifyInstance, url: string): Promise<string | null> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json' },
  });
  return response.statusCode === 200 ? response.body : null;
}

/**
 * JSON inside `<script type="application/json">`: the only way out of the element
 * is `</script` (and `<!--` changes how it is parsed), so every `<` is written as
 * its JSON escape. JSON.parse reads the same text back.
 */
export function jsonDataBlock(id: string, json: string, attributes: Record<string, string> = {}) {
  const extra = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const body = json.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeHtml(id)}"${extra}>${body}</script>`;
}

type RaffleImageFields = Pick<Raffle, 'imagen' | 'imagen_card' | 'imagenes'>;

/**
 * A preload of the raffle's image, the page's largest paint, at the width the
 * SPA will pick (same srcset and sizes): the phone fetches it with the scripts
 * instead of after them and the API. None when the raffle has no image.
 */
export function imagePreloadTag(image: RaffleImageFields): string | null {
  const srcset = image.imagenes.map((source) => `${source.url} ${source.width}w`).join(', ');
  if (srcset) {
    return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(RAFFLE_DETAIL_IMAGE_SIZES)}" fetchpriority="high" />`;
  }
  const href = image.imagen_card ?? image.imagen;
  return href
    ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`
    : null;
}

/** The answers a raffle page's first render needs: its raffle, the shop's config, the rates. */
export type RafflePageAnswers = { raffle: string; config: string | null; rates: string | null };

/**
 * The raffle route's chunks (`routeChunks`, from the web build; ADR 056: home
 * never downloads them): preloaded by the page's head, they download beside the
 * entry instead of after it. They go after the stylesheet and the entry's own.
 */
export function routePreloadTags(routeChunks: readonly string[]): string {
  return routeChunks
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('\n    ');
}

/** What a raffle page adds to its head: the image preload and the answers' data blocks. */
export function raffleHeadExtras(id: number, answers: RafflePageAnswers): string {
  const preload = imagePreloadTag(JSON.parse(answers.raffle) as RaffleImageFields);
  const blocks = [
    preload,
    jsonDataBlock(FIRST_LOAD_BLOCKS.raffle, answers.raffle, { 'data-raffle-id': String(id) }),
    answers.config === null ? null : jsonDataBlock(FIRST_LOAD_BLOCKS.config, answers.config),
    answers.rates === null ? null : jsonDataBlock(FIRST_LOAD_BLOCKS.rates, answers.rates),
  ];
  return blocks.filter((block) => block !== null).join('\n    ');
}

/**
 * What every other page adds to its head: the shop's config (its hero texts,
 * 'Quiénes somos'), so the first render shows the shop's words, not the defaults.
 */
export function shopHeadExtras(config: string | null): string {
  return config === null ? '' : jsonDataBlock(FIRST_LOAD_BLOCKS.config, config);
}
