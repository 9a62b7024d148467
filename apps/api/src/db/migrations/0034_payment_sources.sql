CREATE TABLE "payment_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls" boolean NOT NULL,
	"user" text NOT NULL,
	"password_sealed" text NOT NULL,
	"folder" text NOT NULL,
	"formats" jsonb NOT NULL,
	"auto_validate" boolean DEFAULT false NOT NULL,
	"uid_validity" text,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"format" text,
	"status" text NOT NULL,
	"note" text,
	"amount_cents" integer,
	"currency" text,
	"reference" text,
	"sender" text,
	"memo" text,
	"date" text,
	"payment_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_movements" ADD CONSTRAINT "source_movements_source_id_payment_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."payment_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_movements" ADD CONSTRAINT "source_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_movements_dedupe_idx" ON "source_movements" USING btree ("source_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "source_movements_status_idx" ON "source_movements" USING btree ("status","id");