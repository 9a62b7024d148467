-- Once a raffle's entries are fixed (it has a raffle_draws row) its numbers and
-- payments never change again, whoever writes (docs/domain.md, "Sorteo
-- verificable", ADR 013). SQLSTATE RF001 is answered as 409 by plugins/error-handler.ts.
-- Answers true (or raises RF001), so a caller can ask it as an expression (ADR 107): the hold and
-- the sale ask it before they write, and the row triggers then find the marker and are not called.
-- Before ADR 107 it answered nothing: that function is dropped.
DROP FUNCTION IF EXISTS rifas_assert_entries_open(integer);
CREATE OR REPLACE FUNCTION rifas_assert_entries_open(raffle integer) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  setting text;
BEGIN
  -- Checked once per transaction and raffle (ADR 087): the share lock below is held until the
  -- transaction ends, so no close can commit meanwhile, and a transaction-local marker says it
  -- was taken. A subtransaction rolled back releases its lock and undoes its marker together;
  -- rifas_entries_fixed clears the marker of a raffle this transaction closes itself.
  IF current_setting('rifas.entries_open_' || raffle, true) = 'on' THEN RETURN true; END IF;
  -- Closing sales locks the raffle row FOR UPDATE; this share lock waits for it,
  -- so the check below sees a close that committed meanwhile and no write slips
  -- between reading the entries and fixing them. Share locks don't block each other.
  PERFORM 1 FROM raffles WHERE id = raffle FOR SHARE;
  IF EXISTS (SELECT 1 FROM raffle_draws WHERE raffle_id = raffle) THEN
    RAISE EXCEPTION 'the entries of raffle % are fixed', raffle USING ERRCODE = 'RF001';
  END IF;
  -- An assignment, not PERFORM: evaluated as an expression, without an executor (ADR 107).
  setting := set_config('rifas.entries_open_' || raffle, 'on', true);
  RETURN true;
END $$;
