-- The caps on outstanding numbers (modules/abuse): takes the locks of the request's keys (sorted
-- and without repeats by the caller, so two requests never wait on each other in a circle), then
-- counts a raffle's outstanding numbers (live holds + pending payments, minus the request's own
-- numbers) of the buyer (holder and identity keys) and of the address. One round trip instead of
-- three; the counts, in a VOLATILE function, take their snapshot after the locks were granted, so
-- they see every request that held the same keys before.
--
-- by_holder is the holder keys' live holds alone (the first part of by_buyer): a hold's limit on
-- live holds (p_max_live in rifas_hold) reads it instead of counting them again.
--
-- The locks are one statement, not one per key (ADR 107): a function scan yields the array's
-- elements in their order, so the keys are still locked in the caller's sorted order.
-- Before ADR 107 it had no by_holder: that function is dropped.
DROP FUNCTION IF EXISTS rifas_outstanding(integer, text[], timestamptz, integer[], text, text[],
  text[]);
CREATE OR REPLACE FUNCTION rifas_outstanding(
  p_raffle_id integer, p_lock_keys text[], p_now timestamptz, p_excluding integer[],
  p_address text, p_holder_keys text[], p_buyer_keys text[],
  OUT by_buyer integer, OUT by_address integer, OUT by_holder integer
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(p_raffle_id, hashtext(k)) FROM unnest(p_lock_keys) AS k;
  SELECT h.held, h.held
    + (SELECT coalesce(sum(cardinality(p.numbers)), 0)::int FROM payments p
      WHERE p.raffle_id = p_raffle_id AND p.status = 'pending'
        AND (p.holder_id = ANY(p_holder_keys) OR p.buyer_keys && p_buyer_keys)),
    (SELECT count(*)::int FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.payment_id IS NULL AND n.hold_expires_at > p_now
        AND n.client_address = p_address AND NOT (n.number = ANY(p_excluding)))
    + (SELECT coalesce(sum(cardinality(p.numbers)), 0)::int FROM payments p
      WHERE p.raffle_id = p_raffle_id AND p.status = 'pending' AND p.client_address = p_address)
  INTO by_holder, by_buyer, by_address
  FROM (SELECT count(*)::int AS held FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.payment_id IS NULL AND n.hold_expires_at > p_now
        AND n.holder_id = ANY(p_holder_keys) AND NOT (n.number = ANY(p_excluding))) h;
END $$;
