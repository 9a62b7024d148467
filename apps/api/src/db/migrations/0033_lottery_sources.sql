CREATE TABLE "lottery_fetches" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_id" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"result" text,
	"failure" text,
	"archive_key" text,
	"sha256" text
);
--> statement-breakpoint
CREATE TABLE "lottery_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lottery" text NOT NULL,
	"url" text NOT NULL,
	"selector" text,
	"pattern" text,
	"date_format" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_result_watches" (
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lottery" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"source_ids" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"result" text,
	"detail" text,
	"source" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_result_watches_raffle_id_position_pk" PRIMARY KEY("raffle_id","position")
);
--> statement-breakpoint
ALTER TABLE "lottery_fetches" ADD CONSTRAINT "lottery_fetches_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sources" ADD CONSTRAINT "lottery_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_result_watches" ADD CONSTRAINT "prize_result_watches_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_fetches_prize_idx" ON "lottery_fetches" USING btree ("raffle_id","position");--> statement-breakpoint
CREATE INDEX "prize_result_watches_due_idx" ON "prize_result_watches" USING btree ("state","next_check_at");