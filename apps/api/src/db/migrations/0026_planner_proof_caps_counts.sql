-- The caps' counts by index whatever the planner believes (ADR 063): the hold limit and the caps
-- count a holder's live holds through raffle_numbers_holder_idx; the pending-payments index on
-- raffle_id alone went (payments_pending_holder_idx starts with it), since with stale statistics
-- the planner took it and read every pending payment of the raffle; the buyer-keys GIN index
-- keeps no pending list, which every search would read whole until a vacuum.
DROP INDEX "payments_pending_raffle_idx";--> statement-breakpoint
DROP INDEX "payments_pending_buyer_keys_idx";--> statement-breakpoint
CREATE INDEX "raffle_numbers_holder_idx" ON "raffle_numbers" USING btree ("raffle_id","holder_id") WHERE payment_id is null;--> statement-breakpoint
CREATE INDEX "payments_pending_buyer_keys_idx" ON "payments" USING gin ("buyer_keys") WITH (fastupdate=false) WHERE status = 'pending';