import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  DEFAULT_TERMS,
  type PublicConfig,
} from '@rifas/shared';
import { vi } from 'vitest';

export type StubbedCall = { method: string; path: string; headers: Headers; body: unknown };
type Reply = { status?: number; body?: unknown };
type Handler = (call: StubbedCall) => Reply | Promise<Reply>;

/**
 * Replaces the network (global fetch) with answers keyed by "METHOD /api/path"
 * (query string ignored). Unknown calls answer 404 in the API's error shape.
 * Returns the list of calls made, to assert on.
 */
export function stubApi(handlers: Record<string, Handler | Reply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method, path: url.pathname, headers: new Headers(init.headers), body };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = typeof handler === 'function' ? await handler(call) : handler;
      const { status = 200, body: replyBody } = reply ?? {
        status: 404,
        body: { error: 'Recurso no encontrado', message: 'Recurso no encontrado' },
      };
      return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** What a form sent: every call but the reads the page makes by itself (GET /api/config…). */
export const sentCalls = (calls: StubbedCall[]) => calls.filter((call) => call.method !== 'GET');

export const testConfig: PublicConfig = {
  business_tz: 'America/Caracas',
  support_whatsapp: '584121234567',
  hold_minutes: 15,
  max_numbers_per_order: 500,
  rates_refresh_seconds: 120,
  shop_name: 'Rifas',
  logo_url: null,
  contact_greeting: 'Hola, me gustaría obtener más información sobre las rifas.',
  contact_email: '',
  instagram_url: '',
  facebook_url: '',
  tiktok_url: '',
  terms: DEFAULT_TERMS,
  buyer_limit: null,
  brand_color: DEFAULT_BRAND_COLOR,
  hero_title: DEFAULT_HERO_TITLE,
  hero_text: DEFAULT_HERO_TEXT,
  hero_image: null,
  about_text: '',
  share_template: DEFAULT_SHARE_TEMPLATE,
};
