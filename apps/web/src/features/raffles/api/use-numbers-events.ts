import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NumbersEventSchema } from '@rifas/shared';
import { raffleKeys } from '@/lib/raffle-queries';
import type { RaffleNumbersState } from './get-raffle-numbers';

/**
 * Listens to GET /api/raffles/:id/events (Server-Sent Events) while the picker
 * is open. Any event whose version differs from the numbers on screen refetches
 * them (ETag: a 304 if nothing changed after all); the first event after a
 * reconnection catches up the same way. EventSource reconnects by itself.
 */
export function useNumbersEvents(raffleId: number, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/raffles/${raffleId}/events`);
    source.onmessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not ours
      }
      const event = NumbersEventSchema.safeParse(data);
      if (!event.success || event.data.raffle_id !== raffleId) return;
      const current = queryClient.getQueryData<RaffleNumbersState>(raffleKeys.numbers(raffleId));
      if (current?.version === event.data.version) return;
      void queryClient.invalidateQueries({ queryKey: raffleKeys.numbers(raffleId), exact: true });
    };
    return () => source.close();
  }, [queryClient, raffleId, enabled]);
}
