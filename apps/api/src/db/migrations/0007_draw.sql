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
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_fixed_by_users_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: the verifiable draw's guards (ADR 013): rifas_assert_entries_open, rifas_numbers_frozen
-- and rifas_raffle_frozen with their triggers on raffle_numbers, payments and raffles.
