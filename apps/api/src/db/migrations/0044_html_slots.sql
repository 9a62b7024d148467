-- The outbox keeps an e-mail's HTML part as the slots of its layout (ADR 102): ~2 KB of what
-- differs per e-mail instead of the ~12.6 KB of filled layout every purchase used to compress and
-- store out of line. The layout is applied when the e-mail is sent. Rows queued before keep their
-- whole "html" and are sent as they are.
ALTER TABLE "outbox_emails" ADD COLUMN "html_slots" jsonb;
--> statement-breakpoint
-- About 2 KB of slots still make a row over the 2 KB at which PostgreSQL compresses its largest
-- value: lz4 where the server was built with it, as for "html" (ADR 097); PGlite keeps pglz. The
-- compressed slots (~1 KB) stay in the row, with no TOAST chunks to write.
DO $$ BEGIN
  ALTER TABLE "outbox_emails" ALTER COLUMN "html_slots" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;
