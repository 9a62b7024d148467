import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NumbersEventSchema } from '@rifas/shared';
import { raffleKeys } from '@/lib/raffle-queries';
import { whenIdleAfterLoad } from '@/lib/when-idle';

/** Events closer together than this share one refetch. */
const REFETCH_DELAY_MS = 200;

/**
 * Listens to GET /api/raffles/:id/events (Server-Sent Events) while the picker
 * is open and refetches the numbers after every event (with the ETag: a 304
 * if nothing changed after all). Versions are not compared: writers take them
 * in one order and may commit in another, so only "an event not yet covered by
 * a fetch" is trusted. A burst of events costs one
 * fetch at a time — a running fetch is never cancelled, it is followed by one
 * more if events came in meanwhile. Every (re)connection starts with an event
 * without numbers, so a late or dropped stream catches up the same way. EventSource
 * reconnects by itself.
 */
export function useNumbersEvents(raffleId: number, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const queryKey = raffleKeys.numbers(raffleId);
    let pending = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;

    const catchUp = () => {
      timer = null;
      if (closed || pending === 0) return;
      // A fetch already running may have started before these events: let it
      // finish, then fetch again.
      const running = queryClient.isFetching({ queryKey, exact: true }) > 0;
      const covered = running ? 0 : pending;
      void queryClient
        .refetchQueries({ queryKey, exact: true }, { cancelRefetch: false })
        .then(() => {
          pending -= covered;
          if (!closed && pending > 0) schedule();
        });
    };
    const schedule = () => {
      timer ??= setTimeout(catchUp, REFETCH_DELAY_MS);
    };

    const onMessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not ours
      }
      const event = NumbersEventSchema.safeParse(data);
      if (!event.success || event.data.raffle_id !== raffleId) return;
      pending += 1;
      schedule();
    };
    // Opened once the page has loaded: the stream's first event makes the picker
    // revalidate, which covers any change made before it was open.
    const stream: { source?: EventSource } = {};
    const cancelOpen = whenIdleAfterLoad(() => {
      stream.source = new EventSource(`/api/raffles/${raffleId}/events`);
      stream.source.onmessage = onMessage;
    });
    return () => {
      closed = true;
      cancelOpen();
      if (timer) clearTimeout(timer);
      stream.source?.close();
    };
  }, [queryClient, raffleId, enabled]);
}
