import { z } from './zod';

/** The sizes the admin app's icons come in: what Chromium requires to install (192 and 512). */
export const ADMIN_APP_ICON_SIZES = ['192', '512'] as const;

export const AdminAppIconParamsSchema = z.object({
  size: z.enum(ADMIN_APP_ICON_SIZES, { error: 'El tamaño del icono debe ser 192 o 512' }),
});

/**
 * GET /api/admin-app/manifest.webmanifest: the admin area as an installable app
 * (issue 40) — the shop's name and colour, opening on /admin in its own window.
 */
export const AdminAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});
export type AdminAppManifest = z.infer<typeof AdminAppManifestSchema>;

/** Where the admin app's pieces live: the SPA links the manifest and registers the worker. */
export const ADMIN_APP_MANIFEST_PATH = '/api/admin-app/manifest.webmanifest';
export const ADMIN_APP_SCOPE = '/admin';
/** The service worker's script (apps/web/public): notifications only, no offline copies. */
export const ADMIN_APP_WORKER_PATH = '/admin-sw.js';
