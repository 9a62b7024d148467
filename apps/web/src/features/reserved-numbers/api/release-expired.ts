import { AdminReleaseResultSchema, type AdminReleaseResult } from '@rifas/shared';
import { api } from '@/lib/api-client';

type ReleaseExpired = { raffleId: number; expirationHours: number };

/**
 * POST /api/raffles/:id/release-expired { expirationHours } (admin): everything
 * reserved for longer than that. With `preview` nothing changes.
 */
export function releaseExpired(
  { raffleId, expirationHours }: ReleaseExpired,
  preview = false,
): Promise<AdminReleaseResult> {
  return api.post(
    `/raffles/${raffleId}/release-expired`,
    { expirationHours },
    { query: { preview: preview ? 1 : undefined }, schema: AdminReleaseResultSchema },
  );
}
