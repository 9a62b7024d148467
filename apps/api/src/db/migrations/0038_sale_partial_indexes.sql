-- Indexes a sale no longer writes (ADR 087): partial where every query that reads them is.
DROP INDEX "raffle_numbers_payment_idx";--> statement-breakpoint
DROP INDEX "payments_method_reference_idx";--> statement-breakpoint
DROP INDEX "payments_user_idx";--> statement-breakpoint
DROP INDEX "payments_digested_idx";--> statement-breakpoint
CREATE INDEX "raffle_numbers_payment_idx" ON "raffle_numbers" USING btree ("payment_id") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "payments_method_reference_idx" ON "payments" USING btree ("payment_method_id","reference_number") WHERE reference_number is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "payments_digested_idx" ON "payments" USING btree ("digested_at") WHERE digested_at is not null;