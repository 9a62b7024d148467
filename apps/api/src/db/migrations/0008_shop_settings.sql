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
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: the trigger shop_settings_notify_change (rifas_notify_change, ADR 011).
