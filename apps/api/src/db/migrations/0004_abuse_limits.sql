CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_numbers" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "raffle_numbers_client_address_idx" ON "raffle_numbers" USING btree ("raffle_id","client_address") WHERE payment_id is null;--> statement-breakpoint
CREATE INDEX "payments_pending_raffle_idx" ON "payments" USING btree ("raffle_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_kind_recipient_idx" ON "outbox_emails" USING btree ("kind",lower("to"),"created_at");