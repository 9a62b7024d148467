import { sql } from 'drizzle-orm';

/**
 * The part of a statement that remembers the holds a CTE named `ended` deleted
 * (raffle_id, number, holder_id, client_address, reserved_at): the hold sweeper's
 * and a release's.
 */
export const rememberEndedHolds = sql`
  insert into hold_streaks (raffle_id, number, holder_id, client_address, started_at)
  select raffle_id, number, holder_id, client_address, reserved_at from ended
  where holder_id is not null
  on conflict (raffle_id, number, holder_id) do update set
    client_address = excluded.client_address, started_at = excluded.started_at`;
