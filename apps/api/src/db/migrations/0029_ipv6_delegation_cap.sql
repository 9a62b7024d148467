-- One wider cap per IPv6 delegation (ADR 077): a hold records its /48 beside its /64, and the
-- count of a delegation's live holds reads its own index, as the per-address count does (ADR 063).
ALTER TABLE "raffle_numbers" ADD COLUMN "client_delegation" text;--> statement-breakpoint
CREATE INDEX "raffle_numbers_client_delegation_idx" ON "raffle_numbers" USING btree ("raffle_id","client_delegation") WHERE payment_id is null and client_delegation is not null;