-- hand-written: begin
-- The purchase is one statement, its own transaction when no cap runs before it (ADR 022,
-- docs/purchase-path.md). A statement cannot roll itself back, so when it lost a number or its
-- guard failed it calls rifas_refuse_sale, whose error undoes everything the statement wrote;
-- modules/numbers/numbers.repository.ts reads the detail (JSON: the numbers won, whether the
-- guard held) back from the error. SQLSTATE RF002 never reaches a client.
CREATE FUNCTION rifas_refuse_sale(detail text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', detail USING ERRCODE = 'RF002';
END $$;
--> statement-breakpoint
-- An e-mail queued only while its recipient got fewer than per_hour of its kind in the last hour
-- (PURCHASE_EMAILS_PER_HOUR). The recipient's lock makes concurrent senders to one address take
-- turns, and the count must see every e-mail committed before the lock was granted: a VOLATILE
-- function's statements each take a new snapshot (READ COMMITTED), so it can run inside a larger
-- statement whose own snapshot is older. p_to_lower is JavaScript's toLowerCase() of "to", the
-- key the lock and the count have always used.
CREATE FUNCTION rifas_queue_email_under_cap(
  p_kind text, p_to text, p_to_lower text, p_subject text, p_text text, p_html text,
  p_created_at timestamptz, p_since timestamptz, p_per_hour integer
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('mail:' || p_to_lower));
  INSERT INTO outbox_emails (kind, "to", subject, text, html, created_at)
  SELECT p_kind, p_to, p_subject, p_text, p_html, p_created_at
  WHERE (SELECT count(*) FROM outbox_emails o
    WHERE o.kind = p_kind AND lower(o."to") = p_to_lower AND o.created_at > p_since) < p_per_hour;
  RETURN FOUND;
END $$;
--> statement-breakpoint
-- The caps on outstanding numbers (modules/abuse): takes the locks of the request's keys (sorted
-- and without repeats by the caller, so two requests never wait on each other in a circle), then
-- counts a raffle's outstanding numbers (live holds + pending payments, minus the request's own
-- numbers) of the buyer (holder and identity keys) and of the address. One round trip instead of
-- three; the counts, in a VOLATILE function, take their snapshot after the locks were granted, so
-- they see every request that held the same keys before.
CREATE FUNCTION rifas_outstanding(
  p_raffle_id integer, p_lock_keys text[], p_now timestamptz, p_excluding integer[],
  p_address text, p_holder_keys text[], p_buyer_keys text[],
  OUT by_buyer integer, OUT by_address integer
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lock_key text;
BEGIN
  FOREACH lock_key IN ARRAY p_lock_keys LOOP
    PERFORM pg_advisory_xact_lock(p_raffle_id, hashtext(lock_key));
  END LOOP;
  SELECT
    (SELECT count(*)::int FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.payment_id IS NULL AND n.hold_expires_at > p_now
        AND n.holder_id = ANY(p_holder_keys) AND NOT (n.number = ANY(p_excluding)))
    + (SELECT coalesce(sum(cardinality(p.numbers)), 0)::int FROM payments p
      WHERE p.raffle_id = p_raffle_id AND p.status = 'pending'
        AND (p.holder_id = ANY(p_holder_keys) OR p.buyer_keys && p_buyer_keys)),
    (SELECT count(*)::int FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.payment_id IS NULL AND n.hold_expires_at > p_now
        AND n.client_address = p_address AND NOT (n.number = ANY(p_excluding)))
    + (SELECT coalesce(sum(cardinality(p.numbers)), 0)::int FROM payments p
      WHERE p.raffle_id = p_raffle_id AND p.status = 'pending' AND p.client_address = p_address)
  INTO by_buyer, by_address;
END $$;
-- hand-written: end
