CREATE TABLE "hold_streaks" (
	"raffle_id" integer NOT NULL,
	"number" integer NOT NULL,
	"holder_id" text NOT NULL,
	"client_address" text,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hold_streaks_raffle_id_number_holder_id_pk" PRIMARY KEY("raffle_id","number","holder_id")
);
--> statement-breakpoint
ALTER TABLE "hold_streaks" ADD CONSTRAINT "hold_streaks_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_streaks_started_idx" ON "hold_streaks" USING btree ("started_at");