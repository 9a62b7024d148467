import { AdminReleaseResultSchema, type AdminReleaseResult } from '@rifas/shared';
import { api } from '@/lib/api-client';

type ReleaseSpecific = { raffleId: number; numbers: number[] };

/**
 * POST /api/raffles/:id/release-specific { numbers } (admin) → { releasedCount,
 * releasedNumbers, rejectedPayments }. With `preview` nothing changes: the answer
 * says what would be released and which pending payments would be rejected.
 */
export function releaseSpecific(
  { raffleId, numbers }: ReleaseSpecific,
  preview = false,
): Promise<AdminReleaseResult> {
  return api.post(
    `/raffles/${raffleId}/release-specific`,
    { numbers },
    { query: { preview: preview ? 1 : undefined }, schema: AdminReleaseResultSchema },
  );
}
