import { ReleaseResultSchema, type ReleaseResult } from '@rifas/shared';
import { api } from '@/lib/api-client';
import type { HoldInput } from './hold-numbers';

/** POST /api/raffles/:id/release: gives back this buyer's own holds (a checkout left unfinished). */
export function releaseNumbers({ raffleId, numbers, holderId }: HoldInput): Promise<ReleaseResult> {
  return api.post(
    `/raffles/${raffleId}/release`,
    { numbers, customer_id: holderId },
    { schema: ReleaseResultSchema },
  );
}
