import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NumbersEventSchema } from '@rifas/shared';
import { raffleKeys } from '@/lib/raffle-queries';
import type { RaffleNumbersState } from './get-raffle-numbers';

/** Events closer together than this share one refetch. */
const REFETCH_DELAY_MS = 200;

/**
 * Listens to GET /api/raffles/:id/events (Server-Sent Events) while the picker
 * is open and keeps the numbers at the latest version announced: when an event
 * names a newer version than the numbers on screen, they are refetched (ETag:
 * a 304 if nothing changed after all). A burst of events on a busy raffle
 * costs one fetch at a time — a running fetch is never cancelled for a newer
 * event, it is followed by one more if it came back behind. The first event
 * after a (re)connection carries the current version, so a dropped stream
 * catches up the same way. EventSource reconnects by itself.
 */
export function useNumbersEvents(raffleId: number, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const queryKey = raffleKeys.numbers(raffleId);
    let latest = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;

    const behind = () => {
      const current = queryClient.getQueryData<RaffleNumbersState>(queryKey);
      return !current || current.version < latest;
    };
    const catchUp = () => {
      timer = null;
      if (closed || !behind()) return;
      void queryClient
        .refetchQueries({ queryKey, exact: true }, { cancelRefetch: false })
        .then(() => {
          if (!closed && behind()) schedule();
        });
    };
    const schedule = () => {
      timer ??= setTimeout(catchUp, REFETCH_DELAY_MS);
    };

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
      latest = Math.max(latest, event.data.version);
      schedule();
    };
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, [queryClient, raffleId, enabled]);
}
