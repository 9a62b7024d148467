ALTER TABLE "raffles" ADD COLUMN "auto_close" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
-- Raffles that exist keep closing by hand, as their operator planned; new ones close by themselves (issue 44).
UPDATE "raffles" SET "auto_close" = 'off';--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "sales_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "close_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "draw_date_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "claim_text" text DEFAULT 'Para reclamar tu premio, escríbenos por WhatsApp con tu cédula y tu ticket; coordinamos contigo la entrega.' NOT NULL;