-- The guest's solved challenge is spent by the statement it pays for (ADR 065, docs/purchase-path.md).
-- rifas_spend_challenge records it once and answers false when any instance recorded it before;
-- p_challenge is null (no challenge asked: a verified account, GUEST_CHALLENGE=false, a retry of
-- the same request) or {"id": its nonce, "expires_at"}.
CREATE OR REPLACE FUNCTION rifas_spend_challenge(p_challenge jsonb) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
  WITH spent AS (
    INSERT INTO used_challenges (id, expires_at)
    SELECT p_challenge->>'id', (p_challenge->>'expires_at')::timestamptz
    WHERE p_challenge IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING 1)
  SELECT p_challenge IS NULL OR EXISTS (SELECT 1 FROM spent)
$$;
