-- The sale is one function (ADR 057, docs/purchase-path.md): the whole purchase — its
-- Idempotency-Key and challenge, its coupon, its caps, the payment, the numbers, the guard, the
-- e-mail, the kept answer, the price breakdown — in one statement, `select * from rifas_sell(...)`,
-- which is its own transaction. The caps off only skip the counts. A lost sale is undone by the
-- function's own exception block, so the statement never fails and its connection stays as it is.
-- Its JSON arguments are built, each from its schema, in db/sale-args.ts; a test there checks
-- their keys against the ones read here.
--
-- outcome: 'sold' (new_payment_id is set), 'lost' (won: the numbers it could claim), 'stale' (the
-- raffle row no longer matches the guard: the caller reads it again), 'buyer_cap' or 'address_cap'
-- (counted: what that buyer or address already has outstanding), 'coupon_gone', 'coupon_used_up',
-- 'coupon_per_buyer', 'challenge_used' (p_challenge was spent before), 'replay' (the key kept
-- this request's answer: kept_status and kept_answer; nothing sold, the challenge not spent) or
-- 'mismatch' (the key kept another request's answer). Nothing is written unless the outcome is
-- 'sold', but the challenge: spent whatever the outcome once the key's check passed (ADR 065).
--
-- p_numbers ascending and distinct; p_holder_keys: the first is the key the numbers are filed under;
-- p_lock_keys sorted and distinct (the same order in every transaction: no deadlock).
-- p_caps: null with the caps off, else {"buyer_max", "address_max"}.
-- p_guard: what the sale was priced from (modules/numbers/numbers-version.ts, SaleGuard).
-- p_payment: the payments row as JSON (column names). p_sale: the payment_sales row or null.
-- p_coupon: null, or {"id", "max_uses", "max_per_buyer", "keys", "documents"}.
-- p_email: {"kind", "to", "to_lower", "subject", "text", "html_slots", "since", "per_hour", "slot"};
-- slot is replaced by the payment's id in text and html_slots (ADR 102). p_keep: null, or the
-- Idempotency-Key's {"scope", "key", "request_hash", "since", "status_code", "body", "path"}: an
-- answer kept after since is replayed (or refused, for another hash); else the sale keeps its own,
-- with the payment's id at path (ADR 100). p_challenge: null, or the guest's solution
-- (rifas_spend_challenge).
--
-- force_generic_plan (ADR 093), for this function and every one it calls: each statement is planned
-- once per connection, not again on every call (custom plans, which the planner kept choosing, were
-- a quarter of PostgreSQL's CPU in a sale). ANALYZE (jobs/table-statistics.ts) still replans them.
-- Before ADR 100 it took neither the challenge nor the key's claim: that function is dropped.
DROP FUNCTION IF EXISTS rifas_sell(integer, integer[], text[], text[], text, text[], timestamptz,
  jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb);
CREATE OR REPLACE FUNCTION rifas_sell(
  p_raffle_id integer, p_numbers integer[], p_holder_keys text[], p_lock_keys text[],
  p_address text, p_buyer_keys text[], p_now timestamptz,
  p_caps jsonb, p_guard jsonb, p_payment jsonb, p_sale jsonb, p_coupon jsonb, p_email jsonb,
  p_keep jsonb, p_challenge jsonb,
  OUT outcome text, OUT new_payment_id integer, OUT won integer[], OUT new_version bigint,
  OUT counted integer, OUT kept_status integer, OUT kept_answer jsonb
) LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  wanted integer := cardinality(p_numbers);
  by_buyer_now integer;
  by_address_now integer;
  uses_total integer;
  uses_mine integer;
  kept_hash text;
  counts record;
  emailed boolean;
  entries_open boolean;
BEGIN
  -- Each statement below takes its own snapshot (READ COMMITTED, a VOLATILE function), so every
  -- count sees what committed before the lock it follows was granted.

  -- The key first (ADR 100): a twin sent with the same key waits here for the first to end, then
  -- finds its answer. The one-bigint lock is apart from the caps' two-integer ones; a collision of
  -- two keys' hashes only makes them take turns.
  IF p_keep IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(
      hashtextextended((p_keep->>'scope') || ':' || (p_keep->>'key'), 0));
    SELECT k.request_hash, k.status_code, k.response INTO kept_hash, kept_status, kept_answer
    FROM idempotency_keys k
    WHERE k.scope = p_keep->>'scope' AND k.key = p_keep->>'key'
      AND k.created_at > (p_keep->>'since')::timestamptz AND k.completed_at IS NOT NULL;
    IF FOUND THEN
      IF kept_hash = p_keep->>'request_hash' THEN outcome := 'replay';
      ELSE outcome := 'mismatch'; kept_status := null; kept_answer := null;
      END IF;
      RETURN;
    END IF;
  END IF;

  -- The guest's challenge, spent whatever the sale's outcome: one solution, one try (ADR 065).
  IF NOT rifas_spend_challenge(p_challenge) THEN outcome := 'challenge_used'; RETURN; END IF;

  IF p_coupon IS NOT NULL THEN
    PERFORM 1 FROM coupons WHERE id = (p_coupon->>'id')::int FOR UPDATE;
    IF NOT FOUND THEN outcome := 'coupon_gone'; RETURN; END IF;
    SELECT u.total, u.by_buyer INTO uses_total, uses_mine FROM rifas_coupon_uses(
      (p_coupon->>'id')::int,
      array(SELECT jsonb_array_elements_text(p_coupon->'keys')),
      array(SELECT jsonb_array_elements_text(p_coupon->'documents'))) u;
    IF uses_total >= (p_coupon->>'max_uses')::int THEN outcome := 'coupon_used_up'; RETURN; END IF;
    IF uses_mine >= (p_coupon->>'max_per_buyer')::int THEN
      outcome := 'coupon_per_buyer'; RETURN;
    END IF;
  END IF;

  IF p_caps IS NULL THEN
    -- One statement, the keys in their sorted order (as rifas_outstanding takes them, ADR 107).
    PERFORM pg_advisory_xact_lock(p_raffle_id, hashtext(k)) FROM unnest(p_lock_keys) AS k;
  ELSE
    -- An assignment, not a query: the call is evaluated as an expression (ADR 107).
    counts := rifas_outstanding(p_raffle_id, p_lock_keys, p_now, p_numbers, p_address,
      p_holder_keys, p_buyer_keys);
    by_buyer_now := counts.by_buyer;
    by_address_now := counts.by_address;
    IF by_buyer_now + wanted > (p_caps->>'buyer_max')::int THEN
      outcome := 'buyer_cap'; counted := by_buyer_now; RETURN;
    END IF;
    IF by_address_now + wanted > (p_caps->>'address_max')::int THEN
      outcome := 'address_cap'; counted := by_address_now; RETURN;
    END IF;
  END IF;

  BEGIN
    -- The raffle's entries are still open (ADR 013), asked before the first write as an expression
    -- (ADR 107): the insert triggers then find it asked and are not called.
    entries_open := rifas_assert_entries_open(p_raffle_id);
    INSERT INTO payments (raffle_id, user_id, payment_method_id, payment_method_name, holder_id,
      amount_cents, status, reference_number, payment_date, customer_id, customer_name,
      customer_email, customer_phone, customer_id_norm, customer_email_norm, customer_phone_norm,
      ticket_code, capture_path, client_address, buyer_keys, transaction_data, precio_moneda,
      numbers, created_at, updated_at)
    SELECT raffle_id, user_id, payment_method_id, payment_method_name, holder_id,
      amount_cents, status, reference_number, payment_date, customer_id, customer_name,
      customer_email, customer_phone, customer_id_norm, customer_email_norm, customer_phone_norm,
      ticket_code, capture_path, client_address, buyer_keys, transaction_data, precio_moneda,
      numbers, created_at, updated_at
    FROM jsonb_populate_record(null::payments, p_payment)
    RETURNING id INTO new_payment_id;

    -- Claimable: no row, a lapsed hold, or a hold of this buyer's; never a number under a payment.
    -- Ascending, so concurrent sales lock number rows in the same order; ON CONFLICT re-checks the
    -- condition on the row's latest committed version, so two sales never both win a number.
    WITH claimed AS (
      INSERT INTO raffle_numbers
        (raffle_id, number, status, holder_id, hold_expires_at, payment_id, reserved_at)
      SELECT p_raffle_id, n, 'reserved', p_holder_keys[1], null, new_payment_id, p_now
      FROM unnest(p_numbers) AS n ORDER BY n
      ON CONFLICT (raffle_id, number) DO UPDATE SET
        status = 'reserved', holder_id = excluded.holder_id, hold_expires_at = null,
        payment_id = excluded.payment_id, reserved_at = excluded.reserved_at, sold_at = null
      WHERE raffle_numbers.payment_id IS NULL AND raffle_numbers.status = 'reserved'
        AND (raffle_numbers.hold_expires_at <= p_now OR raffle_numbers.holder_id = ANY(p_holder_keys))
      RETURNING number)
    SELECT coalesce(array_agg(number ORDER BY number), '{}') INTO won FROM claimed;

    -- The raffle row last, under a share lock (sales don't wait on each other; an edit waits for
    -- them): still active, the range holds the numbers, the price, draw date and minimum unchanged,
    -- and not past the close time, whatever the caller read (ADR 088): else a stale outcome.
    new_version := rifas_guarded_version(p_raffle_id, p_numbers[1], p_numbers[wanted],
      (p_guard->>'price_cents')::int, (p_guard->>'draw_after')::timestamptz,
      (p_guard->>'draw_before')::timestamptz, (p_guard->>'is_minimal_required')::boolean,
      (p_guard->>'minimal_number')::int, p_now);

    IF cardinality(won) < wanted OR new_version IS NULL THEN
      outcome := CASE WHEN cardinality(won) < wanted THEN 'lost' ELSE 'stale' END;
      RAISE EXCEPTION USING ERRCODE = 'RF002';
    END IF;

    -- What the notification queue and the admins' digest take later (ADR 096): two small rows,
    -- so neither job updates the payment.
    INSERT INTO payment_notices (kind, payment_id) VALUES ('notice', new_payment_id),
      ('digest', new_payment_id);

    IF p_sale IS NOT NULL THEN
      INSERT INTO payment_sales (payment_id, breakdown, list_cents, discount_cents, coupon_id,
        coupon_code, seller_id, commission_cents)
      SELECT new_payment_id, breakdown, list_cents, discount_cents, coupon_id, coupon_code,
        seller_id, commission_cents
      FROM jsonb_populate_record(null::payment_sales, p_sale);
    END IF;

    emailed := rifas_queue_email_under_cap(p_email->>'kind', p_email->>'to', p_email->>'to_lower',
      p_email->>'subject', replace(p_email->>'text', p_email->>'slot', new_payment_id::text),
      replace(p_email->>'html_slots', p_email->>'slot', new_payment_id::text)::jsonb, p_now,
      (p_email->>'since')::timestamptz, (p_email->>'per_hour')::int);

    -- The key's answer, written once with the sale: kept iff the sale commits. A row still there
    -- is older than since (or a claim left by the code before ADR 100): taken over.
    IF p_keep IS NOT NULL THEN
      INSERT INTO idempotency_keys AS k
        (scope, key, request_hash, status_code, response, created_at, completed_at)
      VALUES (p_keep->>'scope', p_keep->>'key', p_keep->>'request_hash',
        (p_keep->>'status_code')::int, jsonb_set(p_keep->'body',
          array(SELECT jsonb_array_elements_text(p_keep->'path')), to_jsonb(new_payment_id)),
        p_now, p_now)
      ON CONFLICT (scope, key) DO UPDATE SET request_hash = excluded.request_hash,
        status_code = excluded.status_code, response = excluded.response,
        created_at = excluded.created_at, completed_at = excluded.completed_at;
    END IF;
    outcome := 'sold';
  EXCEPTION WHEN SQLSTATE 'RF002' THEN
    -- Everything the block wrote is undone; won and the outcome stay as they were.
    new_payment_id := null;
    new_version := null;
  END;
END $$;
