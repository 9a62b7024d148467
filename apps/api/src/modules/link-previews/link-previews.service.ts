import { createHash } from 'node:crypto';
import {
  convertUsdForDisplay,
  format,
  formatCurrencyAmount,
  formatDateTime,
  formatUsd,
  messages,
  parseRate,
  type ActiveRate,
} from '@rifas/shared';
import { shopIdentity, type ShopIdentity } from '../mail';
import type { ServiceContext } from '../../context';
import { listActiveRates } from '../currencies';
import { publicSettings } from '../settings';
import type { PageMeta } from './html-head';
import type { PageTarget } from './page-target';
import { renderOgImage, type OgImageText } from './og-image';
import { listPublicRaffles, type PreviewRaffleRow } from './link-previews.repository';

const m = messages.linkPreviews;

/** Bump when the drawing changes: every image URL changes with it. */
const IMAGE_LAYOUT_VERSION = 1;

/** A preview image: what is drawn, from which stored image, and a version naming both. */
export type PreviewImage = { text: OgImageText; sourceKey: string | null; version: string };

export type RafflePreview = {
  id: number;
  title: string;
  description: string;
  image: PreviewImage;
  lastModified: string;
};

/** Everything the machine pages need, built once per change (modules/public-cache). */
export type PreviewCatalog = {
  shop: ShopIdentity & {
    title: string;
    description: string;
    image: PreviewImage;
    /** '#rrggbb': the pages' first paint carries its colours (brand-style.ts, ADR 035). */
    brandColor: string;
  };
  raffles: RafflePreview[];
  /** When a price in it must go (its rate turns stale and hidden), epoch ms; null: never. */
  validUntil: number | null;
};

function previewImage(text: OgImageText, sourceKey: string | null): PreviewImage {
  const version = createHash('sha256')
    .update(JSON.stringify([IMAGE_LAYOUT_VERSION, text, sourceKey]))
    .digest('base64url')
    .slice(0, 16);
  return { text, sourceKey, version };
}

/**
 * The price in dollars and in the first active currency (the admin's order)
 * that has a usable rate: '$5.00 (Bs 182,50)'; dollars alone without one.
 */
function priceText(priceUsd: number, rates: readonly ActiveRate[]): string {
  const usd = formatUsd(priceUsd);
  const first = rates.find((rate) => parseRate(rate.precio) !== null);
  if (!first) return usd;
  const other = formatCurrencyAmount(convertUsdForDisplay(priceUsd, first.precio), first);
  return format(m.priceWithCurrency, { usd, other });
}

function rafflePreview(
  row: PreviewRaffleRow,
  shop: ShopIdentity,
  rates: readonly ActiveRate[],
  timeZone: string,
): RafflePreview {
  const price = priceText(row.priceCents / 100, rates);
  const date = formatDateTime(row.drawDate, timeZone);
  return {
    id: row.id,
    title: row.title,
    description: format(m.description, { prize: row.productToWin, price, date }),
    image: previewImage(
      {
        badge: shop.name,
        title: row.title,
        highlight: format(m.imagePrice, { price }),
        footer: format(m.imageDraw, { date }),
      },
      row.imagePath,
    ),
    lastModified: row.updatedAt.toISOString(),
  };
}

/** The shop's tags and every public raffle's preview (drafts never). */
export async function buildPreviewCatalog(ctx: ServiceContext): Promise<PreviewCatalog> {
  const [shop, settings, rows, { rates, validUntil }] = await Promise.all([
    shopIdentity(ctx),
    publicSettings(ctx),
    listPublicRaffles(ctx.db),
    listActiveRates(ctx.db, ctx),
  ]);
  const title = format(m.shopTitle, { shop: shop.name });
  const description = m.shopDescription;
  return {
    shop: {
      ...shop,
      title,
      description,
      brandColor: settings.brand_color,
      image: previewImage({ badge: shop.name, title, highlight: '', footer: description }, null),
    },
    raffles: rows.map((row) => rafflePreview(row, shop, rates, ctx.config.businessTz)),
    validUntil,
  };
}

const LIST_TITLES = { '/': null, '/raffles': m.activeTitle, '/past-raffles': m.pastTitle };

const imageUrl = (ctx: ServiceContext, path: string, image: PreviewImage) =>
  `${ctx.config.publicUrl}${path}?v=${image.version}`;

/**
 * The cache key and the tags of a page, and the public raffle it shows. A raffle
 * that is not public (a draft, an unknown id) gets the shop's tags under the
 * shop's key: nothing of a draft shows, and unknown ids cannot fill memory.
 */
export function pageMeta(
  ctx: ServiceContext,
  input: { catalog: PreviewCatalog; target: PageTarget },
): { key: string; meta: PageMeta; raffleId: number | null } {
  const { catalog, target } = input;
  const shop = catalog.shop;
  const base = ctx.config.publicUrl;
  if (target.kind === 'raffle') {
    const raffle = catalog.raffles.find((r) => r.id === target.id);
    if (raffle) {
      return {
        key: `page:raffle:${raffle.id}`,
        raffleId: raffle.id,
        meta: {
          title: raffle.title,
          documentTitle: format(m.pageTitle, { title: raffle.title, shop: shop.name }),
          description: raffle.description,
          url: `${base}/raffles/${raffle.id}`,
          image: imageUrl(ctx, `/og/raffles/${raffle.id}.jpg`, raffle.image),
          imageAlt: raffle.title,
          type: 'article',
          siteName: shop.name,
        },
      };
    }
  }
  const path = target.kind === 'list' ? target.path : '/';
  const listTitle = LIST_TITLES[path];
  const title = listTitle ? format(m.pageTitle, { title: listTitle, shop: shop.name }) : shop.title;
  const key =
    target.kind === 'list'
      ? `page:list:${path}`
      : target.kind === 'private'
        ? 'page:private'
        : 'page:shop';
  return {
    key,
    raffleId: null,
    meta: {
      title,
      documentTitle: title,
      description: shop.description,
      url: `${base}${path}`,
      image: imageUrl(ctx, '/og/shop.jpg', shop.image),
      imageAlt: shop.name,
      type: 'website',
      siteName: shop.name,
      noindex: target.kind === 'private',
    },
  };
}

/** The preview image of a public raffle, or of the shop; null for anything else. */
export function findPreviewImage(
  catalog: PreviewCatalog,
  input: { raffleId: number | null },
): PreviewImage | null {
  if (input.raffleId === null) return catalog.shop.image;
  return catalog.raffles.find((r) => r.id === input.raffleId)?.image ?? null;
}

/** Draws a preview image from its stored source (a missing file draws the brand's background). */
export async function drawPreviewImage(ctx: ServiceContext, image: PreviewImage): Promise<Buffer> {
  const source = image.sourceKey
    ? await ctx.storage.readFile(image.sourceKey).catch(() => null)
    : null;
  return renderOgImage(source, image.text);
}
