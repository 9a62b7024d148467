CREATE TABLE "raffle_prizes" (
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	"kind" text NOT NULL,
	"digits" integer,
	"lottery_name" text,
	"cutoff_at" timestamp with time zone,
	"unsold" text DEFAULT 'void' NOT NULL,
	"rule" text,
	"entries" text,
	"fingerprint" text,
	"entries_count" integer,
	"fixed_at" timestamp with time zone,
	"result_lottery" text,
	"result_draw_at" timestamp with time zone,
	"result" text,
	"winning_number" integer,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "raffle_prizes_raffle_id_position_pk" PRIMARY KEY("raffle_id","position")
);
--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: begin
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: the trigger raffle_prizes_notify_change (rifas_notify_change, ADR 011).
-- Raffles whose list was fixed before prizes existed get their one main prize row (ADR 054),
-- with the winner the result gave read from the fixed list itself.
INSERT INTO raffle_prizes (raffle_id, position, kind, unsold, rule, winners)
SELECT d.raffle_id, 1, 'main', 'void', d.rule,
  CASE WHEN d.winning_number IS NULL THEN NULL ELSE COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'number', split_part(line, ';', 1)::int,
      'payment_id', split_part(line, ';', 2)::int,
      'name', split_part(line, ';', 3)))
    FROM regexp_split_to_table(d.entries, E'\n') AS line
    WHERE line <> '' AND split_part(line, ';', 1)::int = d.winning_number
  ), '[]'::jsonb) END
FROM raffle_draws d;
-- hand-written: end
