-- The hold is one function, like the sale (ADR 060, docs/purchase-path.md): its caps, the holder's
-- limit of live holds, the streak plan (ADR 049), the claim of the numbers and the raffle's guard in
-- one statement, `select * from rifas_hold(...)`, which is its own transaction. The caps off only
-- skip the counts. A stale hold is undone by the function's own exception block.
--
-- outcome: 'held' (held: [{"n", "ms"}], each number got and its deadline in epoch milliseconds; an
-- empty list when every number was taken), 'buyer_cap', 'address_cap' or 'delegation_cap' (counted:
-- what that buyer, address or delegation already has outstanding; a delegation counts live holds), 'hold_limit' (the holder's live holds elsewhere plus these
-- would pass p_max_live), 'exhausted' (exhausted: the numbers the holder held as long as one may in
-- a row, or held in a run of 2 × HOLD_MINUTES across holders (rifas_hold_runs, ADR 089);
-- holdable_ms: when the last of them may be held again), 'stale' (the raffle row no longer
-- matches the guard: the caller reads it again), 'challenge_used' (p_challenge was spent before:
-- nothing else happens). Nothing is written unless the outcome is 'held'; then the lapsed holds
-- of others it takes over are remembered in hold_streaks.
--
-- p_numbers ascending and distinct; p_delegation: the holder's IPv6 delegation (ADR 077), whose
-- live holds p_delegation_max caps with the other caps; either null: no such count. p_holder_keys: the first is the key the holds are filed under;
-- p_lock_keys sorted and distinct. p_caps: null with the caps off, else {"buyer_max",
-- "address_max"}. p_streaks: false for an admin (no streak, ever). p_guard: the raffle as the hold
-- was checked against it (modules/numbers/numbers-version.ts, SaleGuard). p_challenge: the guest's
-- challenge, spent first whatever the outcome (rifas_spend_challenge, ADR 065).
--
-- The streak plan (ADR 049), per number, from the holder's last ended hold of it (any of its keys
-- or its address) that started less than 3 × HOLD_MINUTES ago: none, a fresh hold; started less
-- than one hold ago, that hold's deadline; less than two, one more hold ending at most two holds
-- after the start; less than three, exhausted until three holds after the start.
--
-- force_generic_plan (ADR 093), for this function and every one it calls: each statement is planned
-- once per connection, not again on every call (custom plans, which the planner kept choosing, were
-- a quarter of PostgreSQL's CPU in a sale). ANALYZE (jobs/table-statistics.ts) still replans them.
DROP FUNCTION IF EXISTS rifas_hold(integer, integer[], text[], text[], text, timestamptz, jsonb,
  integer, integer, boolean, jsonb, jsonb);
CREATE OR REPLACE FUNCTION rifas_hold(
  p_raffle_id integer, p_numbers integer[], p_holder_keys text[], p_lock_keys text[],
  p_address text, p_delegation text, p_delegation_max integer, p_now timestamptz, p_caps jsonb, p_max_live integer, p_hold_minutes integer,
  p_streaks boolean, p_guard jsonb, p_challenge jsonb,
  OUT outcome text, OUT held jsonb, OUT new_version bigint, OUT counted integer,
  OUT exhausted integer[], OUT holdable_ms double precision
) LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  wanted integer := cardinality(p_numbers);
  hold interval := make_interval(mins => p_hold_minutes);
  by_buyer_now integer;
  by_address_now integer;
  by_delegation_now integer;
  live integer;
  plan_numbers integer[];
  plan_started timestamptz[];
  known_past boolean;
  counts record;
  entries_open boolean;
  lapsed_holds boolean;
  setting text;
BEGIN
  -- A hold is soft state: lost in a crash of the database, its numbers are free a few minutes
  -- early and the buyer holds them again. Its commit does not wait for the disk (ADR 104); a
  -- sale's commit, which does, writes every earlier commit's WAL with its own.
  -- An assignment, not PERFORM: a call alone is evaluated as an expression, without starting an
  -- executor for it (ADR 107).
  setting := set_config('synchronous_commit', 'off', true);
  -- The guest's challenge first: a replay holds nothing, on any instance.
  IF NOT rifas_spend_challenge(p_challenge) THEN outcome := 'challenge_used'; RETURN; END IF;
  -- Each statement below takes its own snapshot (READ COMMITTED, a VOLATILE function), so every
  -- count sees what committed before the lock it follows was granted.
  IF p_caps IS NULL THEN
    -- One statement, the keys in their sorted order (as rifas_outstanding takes them, ADR 107).
    PERFORM pg_advisory_xact_lock(p_raffle_id, hashtext(k)) FROM unnest(p_lock_keys) AS k;
  ELSE
    -- An assignment, not a query: the call is evaluated as an expression (ADR 107).
    counts := rifas_outstanding(p_raffle_id, p_lock_keys, p_now, p_numbers, p_address,
      p_holder_keys, '{}');
    by_buyer_now := counts.by_buyer;
    by_address_now := counts.by_address;
    live := counts.by_holder;
    IF by_buyer_now + wanted > (p_caps->>'buyer_max')::int THEN
      outcome := 'buyer_cap'; counted := by_buyer_now; RETURN;
    END IF;
    IF by_address_now + wanted > (p_caps->>'address_max')::int THEN
      outcome := 'address_cap'; counted := by_address_now; RETURN;
    END IF;
    -- The delegation's live holds, its lock taken with the others (capLockKeys).
    IF p_delegation IS NOT NULL AND p_delegation_max IS NOT NULL THEN
      SELECT count(*)::int INTO by_delegation_now FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.client_delegation = p_delegation
        AND n.payment_id IS NULL AND n.hold_expires_at > p_now AND NOT (n.number = ANY(p_numbers));
      IF by_delegation_now + wanted > p_delegation_max THEN
        outcome := 'delegation_cap'; counted := by_delegation_now; RETURN;
      END IF;
    END IF;
  END IF;

  -- The holder's live holds: counted with the caps above (by_holder), else here.
  IF p_caps IS NULL THEN
    SELECT count(*)::int INTO live FROM raffle_numbers n
    WHERE n.raffle_id = p_raffle_id AND n.payment_id IS NULL AND n.hold_expires_at > p_now
      AND n.holder_id = ANY(p_holder_keys) AND NOT (n.number = ANY(p_numbers));
  END IF;
  IF live + wanted > p_max_live THEN outcome := 'hold_limit'; RETURN; END IF;

  -- Each number's streak start (null: none), the numbers that plan exhausts (held as long as one
  -- may in a row: until three holds after the start), whether any of them has a past at all (an
  -- ended hold of anyone, kept or not yet swept) and whether one is a lapsed hold not yet swept.
  -- Without a past, no run across holders can be long enough (rifas_hold_runs, the hold's largest
  -- query); without a lapsed hold, there is none to remember in hold_streaks: neither is run. One
  -- statement (ADR 107). An admin's hold has no streak (p_streaks false), but the lapsed holds it
  -- takes over are still remembered.
  SELECT array_agg(n ORDER BY n), array_agg(ended.started ORDER BY n),
    array_agg(n ORDER BY n) FILTER (WHERE p_now - ended.started >= 2 * hold),
    floor(extract(epoch FROM max(ended.started + 3 * hold)
      FILTER (WHERE p_now - ended.started >= 2 * hold)) * 1000),
    coalesce(bool_or(ended.known), false), coalesce(bool_or(ended.lapsed), false)
  INTO plan_numbers, plan_started, exhausted, holdable_ms, known_past, lapsed_holds
  FROM unnest(p_numbers) AS n
  LEFT JOIN LATERAL (
    SELECT max(e.started_at) FILTER (WHERE e.mine AND e.started_at > p_now - 3 * hold) AS started,
      count(*) > 0 AS known, bool_or(e.lapsed) AS lapsed
    FROM (
      SELECT r.reserved_at AS started_at,
        p_streaks AND (r.holder_id = ANY(p_holder_keys) OR r.client_address = p_address) AS mine,
        true AS lapsed
      FROM raffle_numbers r
      WHERE r.raffle_id = p_raffle_id AND r.number = n AND r.payment_id IS NULL
        AND r.status = 'reserved' AND r.hold_expires_at <= p_now
      UNION ALL
      SELECT s.started_at, (s.holder_id = ANY(p_holder_keys) OR s.client_address = p_address), false
      FROM hold_streaks s
      WHERE p_streaks AND s.raffle_id = p_raffle_id AND s.number = n
    ) e
  ) ended ON true;
  IF exhausted IS NOT NULL THEN outcome := 'exhausted'; RETURN; END IF;
  -- A number's run across holders (ADR 089): who held it in a run of 2 × HOLD_MINUTES waits.
  IF p_streaks AND known_past THEN
    SELECT array_agg(r.number ORDER BY r.number), floor(extract(epoch FROM max(r.holdable_at)) * 1000)
    INTO exhausted, holdable_ms
    FROM rifas_hold_runs(p_raffle_id, p_numbers, p_holder_keys, p_address, p_now, hold) r;
    IF exhausted IS NOT NULL THEN outcome := 'exhausted'; RETURN; END IF;
  END IF;

  BEGIN
    -- A lapsed hold of another holder that this claim takes over is remembered first, as the
    -- sweeper and a release remember theirs (ADR 077): else two holders taking turns before the
    -- sweep would erase each other's streak and relay a number for ever.
    IF lapsed_holds THEN
      INSERT INTO hold_streaks (raffle_id, number, holder_id, client_address, started_at, ended_at)
      SELECT r.raffle_id, r.number, r.holder_id, r.client_address, r.reserved_at, r.hold_expires_at
      FROM raffle_numbers r
      WHERE r.raffle_id = p_raffle_id AND r.number = ANY(p_numbers)
        AND r.payment_id IS NULL AND r.status = 'reserved' AND r.hold_expires_at <= p_now
        AND r.holder_id IS NOT NULL AND NOT (r.holder_id = ANY(p_holder_keys))
      ON CONFLICT (raffle_id, number, holder_id) DO UPDATE SET
        client_address = excluded.client_address, started_at = excluded.started_at,
        ended_at = excluded.ended_at;
    END IF;

    -- The raffle's entries are still open (ADR 013), asked before the claim as an expression
    -- (ADR 107): the claim's row triggers then find it asked and are not called.
    entries_open := rifas_assert_entries_open(p_raffle_id);
    -- Each number that is free, held by nobody alive, or already held by this holder; a live hold
    -- of the holder's own keeps its deadline and start (re-picking never renews it). Ascending, so
    -- concurrent claims lock number rows in the same order; ON CONFLICT re-checks the condition
    -- on the row's latest committed version, so two claims never both win a number.
    WITH claimed AS (
      INSERT INTO raffle_numbers
        (raffle_id, number, status, holder_id, hold_expires_at, reserved_at, client_address,
          client_delegation)
      SELECT p_raffle_id, t.n, 'reserved', p_holder_keys[1],
        CASE WHEN t.s IS NULL THEN p_now + hold
          WHEN p_now - t.s < hold THEN t.s + hold
          ELSE least(p_now + hold, t.s + 2 * hold) END,
        coalesce(t.s, p_now), p_address, p_delegation
      FROM unnest(plan_numbers, plan_started) AS t(n, s) ORDER BY t.n
      ON CONFLICT (raffle_id, number) DO UPDATE SET
        holder_id = excluded.holder_id,
        client_address = excluded.client_address,
        client_delegation = excluded.client_delegation,
        hold_expires_at = CASE WHEN raffle_numbers.hold_expires_at > p_now
          THEN raffle_numbers.hold_expires_at ELSE excluded.hold_expires_at END,
        reserved_at = CASE WHEN raffle_numbers.hold_expires_at > p_now
          THEN raffle_numbers.reserved_at ELSE excluded.reserved_at END
      WHERE raffle_numbers.payment_id IS NULL AND raffle_numbers.status = 'reserved'
        AND (raffle_numbers.hold_expires_at <= p_now
          OR raffle_numbers.holder_id = ANY(p_holder_keys))
      RETURNING number, hold_expires_at)
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'n', number, 'ms', floor(extract(epoch FROM hold_expires_at) * 1000)) ORDER BY number), '[]')
    INTO held FROM claimed;

    IF jsonb_array_length(held) > 0 THEN
      -- The raffle row last, under a share lock, as the sale does; past the close time nothing is
      -- held, whatever the caller read (ADR 088): stale.
      new_version := rifas_guarded_version(p_raffle_id, p_numbers[1], p_numbers[wanted],
        (p_guard->>'price_cents')::int, (p_guard->>'draw_after')::timestamptz,
        (p_guard->>'draw_before')::timestamptz, (p_guard->>'is_minimal_required')::boolean,
        (p_guard->>'minimal_number')::int, p_now);
      IF new_version IS NULL THEN
        outcome := 'stale';
        RAISE EXCEPTION USING ERRCODE = 'RF003';
      END IF;
    END IF;
    outcome := 'held';
  EXCEPTION WHEN SQLSTATE 'RF003' THEN
    -- The claim is undone; the outcome stays as it was.
    held := null;
    new_version := null;
  END;
END $$;
