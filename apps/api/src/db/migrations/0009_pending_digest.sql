ALTER TABLE "users" ADD COLUMN "pending_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_digested_idx" ON "payments" USING btree ("digested_at");--> statement-breakpoint
CREATE INDEX "payments_undigested_idx" ON "payments" USING btree ("id") WHERE status = 'pending' and digested_at is null;--> statement-breakpoint
-- hand-written: begin
-- Payments made before the digest existed are not "new": the first digest lists only later ones.
UPDATE "payments" SET "digested_at" = now() WHERE "digested_at" IS NULL;
-- hand-written: end
