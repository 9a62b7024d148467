-- The guest's solved challenge is spent by the statement it pays for (ADR 065, docs/purchase-path.md).
-- rifas_spend_challenge records it once and answers false when any instance recorded it before;
-- p_challenge is null (no challenge asked: a verified account, GUEST_CHALLENGE=false, a retry of
-- the same request) or {"id": its nonce, "expires_at"}. PL/pgSQL: its plan is kept per connection
-- (ADR 093).
CREATE OR REPLACE FUNCTION rifas_spend_challenge(p_challenge jsonb) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_challenge IS NULL THEN RETURN true; END IF;
  INSERT INTO used_challenges (id, expires_at)
  VALUES (p_challenge->>'id', (p_challenge->>'expires_at')::timestamptz)
  ON CONFLICT DO NOTHING;
  RETURN FOUND;
END $$;
