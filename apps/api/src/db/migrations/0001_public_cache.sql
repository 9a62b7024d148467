CREATE SEQUENCE "public"."numbers_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('numbers_version_seq', greatest(1, (SELECT coalesce(max(numbers_version), 0) FROM raffles)));
--> statement-breakpoint
-- Saves of what public answers show tell every instance to drop its cached answers
-- (modules/public-cache). Once per statement: these tables change rarely.
CREATE FUNCTION rifas_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rifas_changes', json_build_object('o', 'db', 'e', json_build_array(json_build_object('k', TG_ARGV[0])))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER raffles_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raffles
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('raffles');
--> statement-breakpoint
CREATE TRIGGER payment_methods_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('payment-methods');
--> statement-breakpoint
CREATE TRIGGER monedas_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON monedas
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('rates');
