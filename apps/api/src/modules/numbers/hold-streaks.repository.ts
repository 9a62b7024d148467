import { sql } from 'drizzle-orm';

/**
 * The part of a statement that remembers the holds a CTE named `ended` deleted
 * (raffle_id, number, holder_id, client_address, reserved_at, hold_expires_at):
 * the hold sweeper's and a release's. A hold ends at its deadline or `now`,
 * whichever came first (a number's run across holders, ADR 089).
 */
export const rememberEndedHolds = (now: Date) => sql`
  insert into hold_streaks (raffle_id, number, holder_id, client_address, started_at, ended_at)
  select raffle_id, number, holder_id, client_address, reserved_at,
    least(hold_expires_at, ${now}::timestamptz)
  from ended
  where holder_id is not null
  on conflict (raffle_id, number, holder_id) do update set
    client_address = excluded.client_address, started_at = excluded.started_at,
    ended_at = excluded.ended_at`;
