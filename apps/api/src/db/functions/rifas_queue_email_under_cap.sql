-- An e-mail queued only while its recipient got fewer than per_hour of its kind in the last hour
-- (PURCHASE_EMAILS_PER_HOUR). The recipient's lock makes concurrent senders to one address take
-- turns, and the count must see every e-mail committed before the lock was granted: a VOLATILE
-- function's statements each take a new snapshot (READ COMMITTED), so it can run inside a larger
-- statement whose own snapshot is older. p_to_lower is JavaScript's toLowerCase() of "to", the
-- key the lock and the count have always used. p_html_slots: the HTML part as its layout's shape
-- and slots, filled when the e-mail is sent (ADR 102), not the whole HTML it took before.
DROP FUNCTION IF EXISTS rifas_queue_email_under_cap(text, text, text, text, text, text, timestamptz,
  timestamptz, integer);
CREATE OR REPLACE FUNCTION rifas_queue_email_under_cap(
  p_kind text, p_to text, p_to_lower text, p_subject text, p_text text, p_html_slots jsonb,
  p_created_at timestamptz, p_since timestamptz, p_per_hour integer
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('mail:' || p_to_lower));
  INSERT INTO outbox_emails (kind, "to", subject, text, html_slots, created_at)
  SELECT p_kind, p_to, p_subject, p_text, p_html_slots, p_created_at
  WHERE (SELECT count(*) FROM outbox_emails o
    WHERE o.kind = p_kind AND lower(o."to") = p_to_lower AND o.created_at > p_since) < p_per_hour;
  RETURN FOUND;
END $$;
