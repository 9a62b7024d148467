import type { FastifyInstance } from 'fastify';
import { RAFFLE_DETAIL_IMAGE_SIZES, type Raffle } from '@rifas/shared';
import { escapeHtml } from './html-head';

/**
 * The id of the data block that carries a raffle page's own answer; the SPA reads
 * it once instead of asking GET /api/raffles/:id on its first render.
 */
export const RAFFLE_DATA_ID = 'raffle-data';

/**
 * The public answer of GET /api/raffles/:id as a guest receives it (the public
 * cache's body: the public presenter, no buyer data), or null when a guest gets
 * none (a draft, an unknown id). Asked through the route itself so the page can
 * never carry anything the API would not give the same visitor.
 */
export async function publicRaffleJson(app: FastifyInstance, id: number): Promise<string | null> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/raffles/${id}`,
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

/** What a raffle page adds to its head: the image preload and the raffle's answer. */
export function raffleHeadExtras(id: number, json: string): string {
  const raffle = JSON.parse(json) as RaffleImageFields;
  const preload = imagePreloadTag(raffle);
  const data = jsonDataBlock(RAFFLE_DATA_ID, json, { 'data-raffle-id': String(id) });
  return preload ? `${preload}\n    ${data}` : data;
}
