-- Less work per sale (ADR 097). The buyer's lookup by cédula and phone reads the cédula's
-- payments through payments_buyer_email_idx: one index entry fewer per sale.
DROP INDEX "payments_buyer_phone_idx";--> statement-breakpoint
-- The purchase e-mail's HTML (~12 KB) is compressed on every sale: lz4 does it several times faster
-- than pglz where the server was built with it. PGlite is not (feature_not_supported) and keeps
-- pglz. New rows only; older ones stay as they are.
DO $$ BEGIN
  ALTER TABLE "outbox_emails" ALTER COLUMN "html" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;
