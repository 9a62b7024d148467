-- The next numbers version, taken only while the raffle still sells what a hold or a sale was
-- computed from (modules/numbers/numbers-version.ts, SaleGuard): active, its range holds the
-- numbers, the price, draw date and minimum unchanged; null otherwise. The raffle row is read under
-- a share lock, after the number rows: sales don't wait on each other, an edit waits for them.
-- With p_now, also null past the raffle's close time (ADR 088): automatic closing by time, at
-- sales_close_at or 30 minutes before the draw, until the draw. The hold and the sale ask it here,
-- in the statement that reads the row anyway, instead of in one more (ADR 107).
-- PL/pgSQL, not SQL, like every function a hold or a sale calls (ADR 093): PostgreSQL 15 parses and
-- plans a SQL function's body on every call, PL/pgSQL once per connection.
-- Before ADR 107 the close time was rifas_sales_closed's, a function of its own: both are dropped.
DROP FUNCTION IF EXISTS rifas_guarded_version(integer, integer, integer, integer, timestamptz,
  timestamptz, boolean, integer);
DROP FUNCTION IF EXISTS rifas_sales_closed(integer, timestamptz);
CREATE OR REPLACE FUNCTION rifas_guarded_version(
  p_raffle_id integer, p_min integer, p_max integer, p_price_cents integer,
  p_draw_after timestamptz, p_draw_before timestamptz, p_is_minimal_required boolean,
  p_minimal_number integer, p_now timestamptz DEFAULT NULL
) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  version bigint;
BEGIN
  SELECT nextval('numbers_version_seq') INTO version FROM raffles
  WHERE id = p_raffle_id AND status = 'active' AND start_number <= p_min AND end_number >= p_max
    AND price_cents = p_price_cents AND draw_date > p_draw_after AND draw_date < p_draw_before
    AND is_minimal_required = p_is_minimal_required AND minimal_number = p_minimal_number
    AND (p_now IS NULL OR NOT (auto_close IN ('time', 'both')
      AND coalesce(sales_close_at, draw_date - interval '30 minutes') <= p_now
      AND draw_date > p_now))
  FOR SHARE;
  RETURN version;
END $$;
