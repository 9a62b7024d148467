ALTER TABLE "monedas" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
-- Until now the rate's date was the time it was fetched.
UPDATE "monedas" SET "fetched_at" = "precio_updated_at" WHERE "fuente_precio" IS DISTINCT FROM 'manual';
