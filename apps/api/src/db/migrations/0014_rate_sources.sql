ALTER TABLE "monedas" ADD COLUMN "campo_precio" text DEFAULT 'price' NOT NULL;--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "respaldos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "precio_manual" double precision;--> statement-breakpoint
ALTER TABLE "monedas" ADD COLUMN "fuente_precio" text;