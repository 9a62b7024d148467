ALTER TABLE "payments" ADD COLUMN "customer_id_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_email_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_phone_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ticket_code" text DEFAULT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ticket_code_idx" ON "payments" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "payments_buyer_email_idx" ON "payments" USING btree ("customer_id_norm","customer_email_norm");--> statement-breakpoint
CREATE INDEX "payments_buyer_phone_idx" ON "payments" USING btree ("customer_id_norm","customer_phone_norm");--> statement-breakpoint
-- Backfill: the same normalisation as packages/shared/src/domain/buyer-identity.ts.
UPDATE "payments" SET
  "customer_id_norm" = lower(regexp_replace("customer_id", '[^0-9A-Za-z]', '', 'g')),
  "customer_email_norm" = lower(btrim("customer_email")),
  "customer_phone_norm" = regexp_replace(regexp_replace(regexp_replace("customer_phone", '[^0-9]', '', 'g'), '^58([0-9]{10})', '\1'), '^0+', '');
