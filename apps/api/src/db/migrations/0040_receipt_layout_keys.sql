-- Receipts placed on their layout's reference and looked up by keys (issue 41, ADR 092).
-- The fingerprints made before have neither: they are made again, in id order, by the job.
DELETE FROM "receipt_fingerprints";--> statement-breakpoint
ALTER TABLE "receipt_fingerprints" ADD COLUMN "reference_id" integer;--> statement-breakpoint
ALTER TABLE "receipt_fingerprints" ADD COLUMN "keys" integer[];--> statement-breakpoint
CREATE INDEX "receipt_fingerprints_keys_idx" ON "receipt_fingerprints" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "receipt_fingerprints_references_idx" ON "receipt_fingerprints" USING btree ("payment_id") WHERE "receipt_fingerprints"."reference_id" = "receipt_fingerprints"."payment_id";
