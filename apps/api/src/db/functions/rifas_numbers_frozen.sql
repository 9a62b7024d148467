-- The numbers and payments of a raffle whose entries are fixed never change
-- (rifas_assert_entries_open, ADR 013).
CREATE OR REPLACE FUNCTION rifas_numbers_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM rifas_assert_entries_open(OLD.raffle_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM rifas_assert_entries_open(NEW.raffle_id); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

-- Each trigger fires only while its raffle's entries were not yet checked in this transaction
-- (the marker of rifas_assert_entries_open, ADR 087): a row after the first of a raffle costs an
-- expression, not a PL/pgSQL call and its statement (ADR 097). One trigger per event, since an
-- insert's condition cannot read OLD nor a delete's NEW.
DROP TRIGGER IF EXISTS raffle_numbers_frozen ON raffle_numbers;
DROP TRIGGER IF EXISTS payments_frozen_insert_delete ON payments;

CREATE OR REPLACE TRIGGER raffle_numbers_frozen_insert BEFORE INSERT ON raffle_numbers
  FOR EACH ROW WHEN (
    current_setting('rifas.entries_open_' || NEW.raffle_id, true) IS DISTINCT FROM 'on'
  ) EXECUTE FUNCTION rifas_numbers_frozen();

CREATE OR REPLACE TRIGGER raffle_numbers_frozen_update BEFORE UPDATE ON raffle_numbers
  FOR EACH ROW WHEN (
    current_setting('rifas.entries_open_' || OLD.raffle_id, true) IS DISTINCT FROM 'on'
    OR current_setting('rifas.entries_open_' || NEW.raffle_id, true) IS DISTINCT FROM 'on'
  ) EXECUTE FUNCTION rifas_numbers_frozen();

CREATE OR REPLACE TRIGGER raffle_numbers_frozen_delete BEFORE DELETE ON raffle_numbers
  FOR EACH ROW WHEN (
    current_setting('rifas.entries_open_' || OLD.raffle_id, true) IS DISTINCT FROM 'on'
  ) EXECUTE FUNCTION rifas_numbers_frozen();

-- Payments: what the entries and the money depend on. Other columns (the receipt
-- file, a deleted user or reviewer becoming null) may still change.
CREATE OR REPLACE TRIGGER payments_frozen_insert BEFORE INSERT ON payments
  FOR EACH ROW WHEN (
    current_setting('rifas.entries_open_' || NEW.raffle_id, true) IS DISTINCT FROM 'on'
  ) EXECUTE FUNCTION rifas_numbers_frozen();

CREATE OR REPLACE TRIGGER payments_frozen_delete BEFORE DELETE ON payments
  FOR EACH ROW WHEN (
    current_setting('rifas.entries_open_' || OLD.raffle_id, true) IS DISTINCT FROM 'on'
  ) EXECUTE FUNCTION rifas_numbers_frozen();

CREATE OR REPLACE TRIGGER payments_frozen_update BEFORE UPDATE ON payments
  FOR EACH ROW WHEN ((
    OLD.status IS DISTINCT FROM NEW.status OR OLD.numbers IS DISTINCT FROM NEW.numbers
    OR OLD.raffle_id IS DISTINCT FROM NEW.raffle_id OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
  ) AND (
    current_setting('rifas.entries_open_' || OLD.raffle_id, true) IS DISTINCT FROM 'on'
    OR current_setting('rifas.entries_open_' || NEW.raffle_id, true) IS DISTINCT FROM 'on'
  )) EXECUTE FUNCTION rifas_numbers_frozen();
