CREATE TABLE "receipt_fingerprints" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"sha256" text,
	"phash" bigint,
	"detail" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_matches" (
	"payment_id" integer NOT NULL,
	"matched_payment_id" integer NOT NULL,
	"distance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_matches_payment_id_matched_payment_id_pk" PRIMARY KEY("payment_id","matched_payment_id")
);
--> statement-breakpoint
ALTER TABLE "receipt_fingerprints" ADD CONSTRAINT "receipt_fingerprints_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_matches" ADD CONSTRAINT "receipt_matches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_matches" ADD CONSTRAINT "receipt_matches_matched_payment_id_payments_id_fk" FOREIGN KEY ("matched_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_fingerprints_sha256_idx" ON "receipt_fingerprints" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "receipt_matches_matched_idx" ON "receipt_matches" USING btree ("matched_payment_id");