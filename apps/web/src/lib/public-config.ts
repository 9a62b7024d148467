import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_CONTACT_GREETING,
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  DEFAULT_SHOP_NAME,
  DEFAULT_TERMS,
  type PublicConfig,
} from '@rifas/shared';
import { api } from './api-client';
import { lazySchema } from './lazy-schema';
import { queryRoots } from './query-keys';

const PublicConfigSchema = lazySchema('PublicConfigSchema');

export const DEFAULT_BUSINESS_TZ = 'America/Caracas';

/** GET /api/config: what the SPA needs to know about the server's settings. It rarely changes. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/config', { schema: PublicConfigSchema, signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.config,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: 60 * 60 * 1000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** The time zone every date is shown in (docs/domain.md); the default until the config arrives. */
export function useBusinessTimeZone(): string {
  return usePublicConfig().data?.business_tz || DEFAULT_BUSINESS_TZ;
}

/** How the shop presents itself (its settings, /admin/tienda); the defaults until the config arrives. */
export function useShop() {
  const config = usePublicConfig().data;
  return {
    name: config?.shop_name || DEFAULT_SHOP_NAME,
    logoUrl: config?.logo_url ?? null,
    whatsapp: config?.support_whatsapp ?? '',
    greeting: config?.contact_greeting || DEFAULT_CONTACT_GREETING,
    email: config?.contact_email ?? '',
    socials: [
      { name: 'Instagram', url: config?.instagram_url ?? '' },
      { name: 'Facebook', url: config?.facebook_url ?? '' },
      { name: 'TikTok', url: config?.tiktok_url ?? '' },
    ].filter((social) => social.url !== ''),
    terms: config?.terms || DEFAULT_TERMS,
    brandColor: config?.brand_color || DEFAULT_BRAND_COLOR,
    heroTitle: config?.hero_title || DEFAULT_HERO_TITLE,
    // '' is the operator's choice (no text under the title); undefined: not loaded yet.
    heroText: config ? config.hero_text : DEFAULT_HERO_TEXT,
    heroImage: config?.hero_image ?? null,
    about: config?.about_text ?? '',
    shareTemplate: config?.share_template || DEFAULT_SHARE_TEMPLATE,
  };
}
