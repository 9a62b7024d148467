CREATE TABLE "raffle_draws" (
	"raffle_id" integer PRIMARY KEY NOT NULL,
	"entries" text NOT NULL,
	"fingerprint" text NOT NULL,
	"entries_count" integer NOT NULL,
	"rule" text NOT NULL,
	"start_number" integer NOT NULL,
	"end_number" integer NOT NULL,
	"fixed_at" timestamp with time zone NOT NULL,
	"fixed_by" integer,
	"lottery_name" text,
	"lottery_draw_at" timestamp with time zone,
	"lottery_result" text,
	"winning_number" integer,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_fixed_by_users_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: begin
-- Once a raffle's entries are fixed (it has a raffle_draws row) its numbers and
-- payments never change again, whoever writes (docs/domain.md, "Sorteo
-- verificable"). SQLSTATE RF001 is answered as 409 by plugins/error-handler.ts.
CREATE FUNCTION rifas_assert_entries_open(raffle integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Closing sales locks the raffle row FOR UPDATE; this share lock waits for it,
  -- so the check below sees a close that committed meanwhile and no write slips
  -- between reading the entries and fixing them. Share locks don't block each other.
  PERFORM 1 FROM raffles WHERE id = raffle FOR SHARE;
  IF EXISTS (SELECT 1 FROM raffle_draws WHERE raffle_id = raffle) THEN
    RAISE EXCEPTION 'the entries of raffle % are fixed', raffle USING ERRCODE = 'RF001';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION rifas_numbers_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM rifas_assert_entries_open(OLD.raffle_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM rifas_assert_entries_open(NEW.raffle_id); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER raffle_numbers_frozen BEFORE INSERT OR UPDATE OR DELETE ON raffle_numbers
  FOR EACH ROW EXECUTE FUNCTION rifas_numbers_frozen();
--> statement-breakpoint
-- Payments: what the entries and the money depend on. Other columns (the receipt
-- file, a deleted user or reviewer becoming null) may still change.
CREATE TRIGGER payments_frozen_insert_delete BEFORE INSERT OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION rifas_numbers_frozen();
--> statement-breakpoint
CREATE TRIGGER payments_frozen_update BEFORE UPDATE ON payments
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.numbers IS DISTINCT FROM NEW.numbers
    OR OLD.raffle_id IS DISTINCT FROM NEW.raffle_id OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
  ) EXECUTE FUNCTION rifas_numbers_frozen();
--> statement-breakpoint
-- The raffle itself: its range, and a winning number other than the one the
-- published rule gave, once its entries are fixed.
CREATE FUNCTION rifas_raffle_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER raffles_frozen BEFORE UPDATE ON raffles
  FOR EACH ROW WHEN (
    OLD.start_number IS DISTINCT FROM NEW.start_number OR OLD.end_number IS DISTINCT FROM NEW.end_number
    OR OLD.numero_ganador IS DISTINCT FROM NEW.numero_ganador
  ) EXECUTE FUNCTION rifas_raffle_frozen();
-- hand-written: end
