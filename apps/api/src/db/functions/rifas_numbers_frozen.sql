-- The numbers and payments of a raffle whose entries are fixed never change
-- (rifas_assert_entries_open, ADR 013).
CREATE OR REPLACE FUNCTION rifas_numbers_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM rifas_assert_entries_open(OLD.raffle_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM rifas_assert_entries_open(NEW.raffle_id); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER raffle_numbers_frozen BEFORE INSERT OR UPDATE OR DELETE ON raffle_numbers
  FOR EACH ROW EXECUTE FUNCTION rifas_numbers_frozen();

-- Payments: what the entries and the money depend on. Other columns (the receipt
-- file, a deleted user or reviewer becoming null) may still change.
CREATE OR REPLACE TRIGGER payments_frozen_insert_delete BEFORE INSERT OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION rifas_numbers_frozen();

CREATE OR REPLACE TRIGGER payments_frozen_update BEFORE UPDATE ON payments
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.numbers IS DISTINCT FROM NEW.numbers
    OR OLD.raffle_id IS DISTINCT FROM NEW.raffle_id OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
  ) EXECUTE FUNCTION rifas_numbers_frozen();
