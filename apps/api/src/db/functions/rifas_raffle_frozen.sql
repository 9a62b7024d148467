-- The raffle itself: its range, and a winning number other than the one the
-- published rule gave, once its entries are fixed (ADR 013).
CREATE OR REPLACE FUNCTION rifas_raffle_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  draw raffle_draws%ROWTYPE;
BEGIN
  SELECT * INTO draw FROM raffle_draws WHERE raffle_id = OLD.id;
  IF NOT FOUND THEN RETURN NEW; END IF;
  IF OLD.start_number IS DISTINCT FROM NEW.start_number OR OLD.end_number IS DISTINCT FROM NEW.end_number
    OR (OLD.numero_ganador IS DISTINCT FROM NEW.numero_ganador
        AND NEW.numero_ganador IS DISTINCT FROM draw.winning_number) THEN
    RAISE EXCEPTION 'the entries of raffle % are fixed', OLD.id USING ERRCODE = 'RF001';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER raffles_frozen BEFORE UPDATE ON raffles
  FOR EACH ROW WHEN (
    OLD.start_number IS DISTINCT FROM NEW.start_number OR OLD.end_number IS DISTINCT FROM NEW.end_number
    OR OLD.numero_ganador IS DISTINCT FROM NEW.numero_ganador
  ) EXECUTE FUNCTION rifas_raffle_frozen();
