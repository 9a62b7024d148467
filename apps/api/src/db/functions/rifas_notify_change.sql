-- Saves of what public answers show tell every instance to drop its cached answers
-- (modules/public-cache, ADR 011). Once per statement: these tables change rarely. The
-- argument names what changed: raffles (and their prizes), payment methods, rates, settings.
CREATE OR REPLACE FUNCTION rifas_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rifas_changes', json_build_object('o', 'db', 'e', json_build_array(json_build_object('k', TG_ARGV[0])))::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER raffles_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raffles
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('raffles');

CREATE OR REPLACE TRIGGER payment_methods_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('payment-methods');

CREATE OR REPLACE TRIGGER monedas_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON monedas
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('rates');

CREATE OR REPLACE TRIGGER shop_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('settings');

CREATE OR REPLACE TRIGGER raffle_prizes_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raffle_prizes
  FOR EACH STATEMENT EXECUTE FUNCTION rifas_notify_change('raffles');
