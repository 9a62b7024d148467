CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"contact_greeting" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"tiktok_url" text DEFAULT '' NOT NULL,
	"terms" text NOT NULL,
	"pending_digest_minutes" integer DEFAULT 10 NOT NULL,
	"abuse_address_percent" double precision NOT NULL,
	"abuse_address_min" integer NOT NULL,
	"abuse_buyer_percent" double precision NOT NULL,
	"abuse_buyer_min" integer NOT NULL,
	"logo_path" text,
	"logo_small_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
-- hand-written: begin
-- A settings save tells every instance to drop its cached settings and public config (ADR 011).
CREATE TRIGGER shop_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('settings');
-- hand-written: end
