-- hand-written: begin
-- The status index carries search_text (INCLUDE, which the schema builder can't say): counting a
-- broad search within a status ('comprador' among 20,000 pending payments) reads the index alone
-- instead of every matching row's page (docs/api.md, Payment search).
DROP INDEX IF EXISTS "payments_status_created_idx";--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at") INCLUDE ("search_text");
-- hand-written: end
