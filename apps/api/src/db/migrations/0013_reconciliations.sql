CREATE TABLE "reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"format" text NOT NULL,
	"groups" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_claims" (
	"line_key" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"reconciliation_id" integer,
	"file_name" text NOT NULL,
	"line" integer NOT NULL,
	"date" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_claims_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mappings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_claims" ADD CONSTRAINT "statement_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_claims" ADD CONSTRAINT "statement_claims_reconciliation_id_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."reconciliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliations_created_idx" ON "reconciliations" USING btree ("created_at");