CREATE TABLE "payment_notices" (
	"kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	CONSTRAINT "payment_notices_kind_payment_id_pk" PRIMARY KEY("kind","payment_id")
);
--> statement-breakpoint
CREATE TABLE "pending_digest_runs" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_digest_runs_one_row" CHECK (id = 1)
);
--> statement-breakpoint
DROP INDEX "payments_digested_idx";--> statement-breakpoint
DROP INDEX "payments_unnotified_idx";--> statement-breakpoint
DROP INDEX "payments_undigested_idx";--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "payment_notices" ("kind", "payment_id") SELECT 'notice', "id" FROM "payments" WHERE "status" = 'pending' AND "notified_at" IS NULL;--> statement-breakpoint
INSERT INTO "payment_notices" ("kind", "payment_id") SELECT 'digest', "id" FROM "payments" WHERE "status" = 'pending' AND "digested_at" IS NULL;--> statement-breakpoint
INSERT INTO "pending_digest_runs" ("id", "last_at") SELECT 1, max("digested_at") FROM "payments" HAVING max("digested_at") IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "digested_at";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "notified_at";