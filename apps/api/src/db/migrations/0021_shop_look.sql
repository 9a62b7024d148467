ALTER TABLE "raffles" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "brand_color" text DEFAULT '#7c3aed' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hero_title" text DEFAULT 'Tu número de la suerte te está esperando' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hero_text" text DEFAULT 'Participa en nuestras rifas desde tu teléfono: elige tus números, paga con el método que prefieras y sigue el sorteo. Cada pago se verifica antes de confirmar tus números.' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "about_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "share_template" text DEFAULT '🎟️ {titulo}
🏆 Premio: {premio}
💵 Precio por número: {precio}
📅 Sorteo: {fecha}
Elige tus números aquí: {enlace}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hero_image_path" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hero_image_variants" jsonb;