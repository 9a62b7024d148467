CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"max_uses_per_buyer" integer,
	"raffle_id" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"min_numbers" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sales" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"breakdown" jsonb NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"seller_id" integer,
	"commission_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"commission_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"report_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "packs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sales" ADD CONSTRAINT "payment_sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sales" ADD CONSTRAINT "payment_sales_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sales" ADD CONSTRAINT "payment_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key_idx" ON "coupons" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "payment_sales_coupon_idx" ON "payment_sales" USING btree ("coupon_id") WHERE coupon_id is not null;--> statement-breakpoint
CREATE INDEX "payment_sales_seller_idx" ON "payment_sales" USING btree ("seller_id") WHERE seller_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_code_key_idx" ON "sellers" USING btree ("code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_report_token_idx" ON "sellers" USING btree ("report_token");