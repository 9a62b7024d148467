-- The next numbers version, taken only while the raffle still sells what a hold or a sale was
-- computed from (modules/numbers/numbers-version.ts, SaleGuard): active, its range holds the
-- numbers, the price, draw date and minimum unchanged; null otherwise. The raffle row is read under
-- a share lock, after the number rows: sales don't wait on each other, an edit waits for them.
-- PL/pgSQL, not SQL, like every function a hold or a sale calls (ADR 093): PostgreSQL 15 parses and
-- plans a SQL function's body on every call, PL/pgSQL once per connection.
CREATE OR REPLACE FUNCTION rifas_guarded_version(
  p_raffle_id integer, p_min integer, p_max integer, p_price_cents integer,
  p_draw_after timestamptz, p_draw_before timestamptz, p_is_minimal_required boolean,
  p_minimal_number integer
) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  version bigint;
BEGIN
  SELECT nextval('numbers_version_seq') INTO version FROM raffles
  WHERE id = p_raffle_id AND status = 'active' AND start_number <= p_min AND end_number >= p_max
    AND price_cents = p_price_cents AND draw_date > p_draw_after AND draw_date < p_draw_before
    AND is_minimal_required = p_is_minimal_required AND minimal_number = p_minimal_number
  FOR SHARE;
  RETURN version;
END $$;
