-- A transaction that fixes a raffle's entries (its raffle_draws row) forgets that it found them
-- open (rifas_assert_entries_open's marker, ADR 087): its own later writes are checked again.
CREATE OR REPLACE FUNCTION rifas_entries_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('rifas.entries_open_' || NEW.raffle_id, '', true);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER raffle_draws_entries_fixed AFTER INSERT OR UPDATE OF raffle_id
  ON raffle_draws FOR EACH ROW EXECUTE FUNCTION rifas_entries_fixed();
