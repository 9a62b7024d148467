CREATE SEQUENCE "public"."numbers_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('numbers_version_seq', greatest(1, (SELECT coalesce(max(numbers_version), 0) FROM raffles)));
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: rifas_notify_change and its triggers on raffles, payment_methods and monedas.
