import { PurchaseStatusSchema, type PurchaseStatus } from '@rifas/shared';
import { api } from '@/lib/api-client';

const PROCESSING_RETRIES = 5;
const PROCESSING_WAIT_MS = 2_000;

/**
 * POST /api/raffles/:id/purchase/status (ADR 070): whether the checkout sent
 * with this Idempotency-Key became a purchase. Asked after a reload of a
 * checkout that had pressed 'Confirmar pago', so a purchase whose answer was
 * lost shows as bought. A purchase still running is waited for a little.
 */
export async function findPurchase(input: {
  raffleId: number;
  key: string;
  holderId: string;
}): Promise<PurchaseStatus> {
  for (let attempt = 0; ; attempt += 1) {
    const status = await api.post(
      `/raffles/${input.raffleId}/purchase/status`,
      { key: input.key, holder_id: input.holderId },
      { schema: PurchaseStatusSchema },
    );
    if (status.state !== 'processing' || attempt >= PROCESSING_RETRIES) return status;
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_WAIT_MS));
  }
}
