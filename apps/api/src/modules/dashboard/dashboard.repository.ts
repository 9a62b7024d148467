import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard cards in one round trip. "Active" is the /raffles/active rule
 * (docs/domain.md): status active and not ended, an extended raffle included (draw
 * date passed, minimum required and not reached, no winning number).
 */
export async function findDashboardTotals(db: Executor, now: Date) {
  const [row] = rowsOf<{
    total_raffles: number;
    active_raffles: number;
    revenue_cents: number | string;
    pending_payments: number;
    stale_pending_payments: number;
    completed_payments: number;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from raffles) as total_raffles,
        (select count(*)::int from raffles r
          where r.status = 'active'
            and (r.draw_date > ${now}
              or (r.is_minimal_required and r.numero_ganador is null
                and (select count(*) from raffle_numbers n
                  where n.raffle_id = r.id and n.status = 'sold') < r.minimal_number))
        ) as active_raffles,
        (select coalesce(sum(amount_cents), 0)::bigint from payments where status = 'completed')
          as revenue_cents,
        (select count(*)::int from payments where status = 'pending') as pending_payments,
        (select count(*)::int from payments
          where status = 'pending' and created_at < ${new Date(now.getTime() - DAY_MS)})
          as stale_pending_payments,
        (select count(*)::int from payments where status = 'completed') as completed_payments`),
  );
  return row!;
}

/**
 * Completed payments per calendar day of the business time zone, the last
 * `days` days up to today, zero-filled; each day is [local midnight, next
 * local midnight) so a sale at 23:30 in Caracas counts on that Caracas day.
 */
export async function findSalesByDay(db: Executor, now: Date, timeZone: string, days: number) {
  return rowsOf<{ date: string; total_cents: number | string; count: number }>(
    await db.execute(sql`
      with today as (select (${now}::timestamptz at time zone ${timeZone})::date as day),
      days as (
        select (t.day - offs)::date as day from today t, generate_series(${days - 1}, 0, -1) as offs
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        coalesce(sum(p.amount_cents), 0)::bigint as total_cents,
        count(p.id)::int as count
      from days d
      left join payments p on p.status = 'completed'
        and p.created_at >= (d.day::timestamp at time zone ${timeZone})
        and p.created_at < ((d.day + 1)::timestamp at time zone ${timeZone})
      group by d.day
      order by d.day`),
  );
}

/**
 * Active raffles whose draw date has passed, with their sold count: the only
 * ones that can need a winner. The service tells which do with the shared
 * derivation (deriveAdminRaffleState), so the rule is written once.
 */
export async function findActiveRafflesPastDraw(db: Executor, now: Date) {
  return rowsOf<{
    status: 'active';
    draw_date: Date | string;
    is_minimal_required: boolean;
    minimal_number: number | null;
    numero_ganador: number | null;
    sold_numbers: number;
  }>(
    await db.execute(sql`
      select r.status, r.draw_date, r.is_minimal_required, r.minimal_number, r.numero_ganador,
        (select count(*)::int from raffle_numbers n
          where n.raffle_id = r.id and n.status = 'sold') as sold_numbers
      from raffles r
      where r.status = 'active' and r.draw_date <= ${now}`),
  );
}

/**
 * 'Primeros pasos' (issue 42) from the data itself: whether demo rows remain, and
 * each step a newcomer takes before a first real sale, done or not. The admin's
 * own password counts once they have set it (the audit's 'user.password_set').
 */
export async function findGettingStarted(db: Executor, adminId: number | null) {
  const [row] = rowsOf<{
    demo: boolean;
    payment_methods: boolean;
    shop: boolean;
    password: boolean;
    first_raffle: boolean;
  }>(
    await db.execute(sql`
      select
        (exists (select 1 from payment_methods where demo)
          or exists (select 1 from monedas where demo)
          or exists (select 1 from raffles where demo)) as demo,
        exists (select 1 from payment_methods where not demo and is_active) as payment_methods,
        exists (select 1 from audit_log where action = 'settings.update') as shop,
        exists (select 1 from audit_log where action = 'user.password_set'
          and entity_id = ${adminId === null ? null : String(adminId)}) as password,
        exists (select 1 from raffles where not demo) as first_raffle`),
  );
  return row!;
}
