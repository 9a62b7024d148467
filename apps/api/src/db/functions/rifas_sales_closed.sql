-- Whether a raffle's sales closed by the clock at p_now (issue 44, ADR 088): it closes at its time
-- (auto_close 'time' or 'both') and that time, sales_close_at or the draw date minus 30 minutes
-- (SALES_CLOSE_BEFORE_DRAW_MS, packages/shared/src/domain/auto-close.ts), has come, its draw not
-- yet (past the draw the raffle ended or, extended, sells on: deriveRaffleState). The hold and
-- the sale ask it after their guard's share lock, so an edit of the close time can't slip between.
-- PL/pgSQL: its plan is kept per connection (ADR 093).
CREATE OR REPLACE FUNCTION rifas_sales_closed(p_raffle_id integer, p_now timestamptz)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM raffles WHERE id = p_raffle_id AND auto_close IN ('time', 'both')
    AND coalesce(sales_close_at, draw_date - interval '30 minutes') <= p_now AND draw_date > p_now);
END $$;
