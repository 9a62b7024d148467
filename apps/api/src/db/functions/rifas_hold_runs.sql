-- A number's run across holders (ADR 089): the holds of one number by anyone that follow each
-- other with less than one hold's time (p_hold) free in between. Answers, of p_numbers, those
-- free now (not held, not sold) whose run is at least 2 × p_hold long and that this holder (any
-- of its keys, or its address) held during it and someone else held after it, each with when its
-- run ends at the earliest (its last hold's end plus p_hold). Whoever has not handed the number
-- on in the run (a newcomer, or the run's last holder) may still hold it, so two holders taking
-- turns cannot keep a number away from everyone else: ADR 049 bounds each one's streak, this
-- bounds them together.
--
-- Read from hold_streaks (each holder's last hold of a number: start and end; rows from before
-- migration 0037 have no end, read as two holds after the start) and the number's own row (a hold
-- that lapsed and was not swept). Holds that ended more than 6 × p_hold ago are not read: a run
-- cut there is still longer than 2 × p_hold. PL/pgSQL: its plan is kept per connection (ADR 093);
-- its columns are always qualified, so the output names never shadow them.
CREATE OR REPLACE FUNCTION rifas_hold_runs(
  p_raffle_id integer, p_numbers integer[], p_holder_keys text[], p_address text,
  p_now timestamptz, p_hold interval
) RETURNS TABLE (number integer, holdable_at timestamptz) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY WITH holds AS (
    SELECT s.number, s.holder_id, s.client_address, s.started_at,
      least(coalesce(s.ended_at, s.started_at + 2 * p_hold), p_now) AS ended_at
    FROM hold_streaks s
    WHERE s.raffle_id = p_raffle_id AND s.number = ANY(p_numbers)
      AND coalesce(s.ended_at, s.started_at + 2 * p_hold) > p_now - 6 * p_hold
    UNION ALL
    SELECT r.number, r.holder_id, r.client_address, r.reserved_at, r.hold_expires_at
    FROM raffle_numbers r
    WHERE r.raffle_id = p_raffle_id AND r.number = ANY(p_numbers) AND r.payment_id IS NULL
      AND r.status = 'reserved' AND r.holder_id IS NOT NULL AND r.hold_expires_at <= p_now
  ), ordered AS (
    SELECT h.*, max(h.ended_at) OVER (PARTITION BY h.number ORDER BY h.started_at, h.ended_at
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_end
    FROM holds h
  ), islands AS (
    -- A new run starts where a hold starts a full p_hold after every earlier one ended.
    SELECT o.*, count(*) FILTER (WHERE o.before_end IS NULL OR o.started_at >= o.before_end + p_hold)
      OVER (PARTITION BY o.number ORDER BY o.started_at, o.ended_at) AS island
    FROM ordered o
  ), marked AS (
    SELECT i.*, (i.holder_id = ANY(p_holder_keys) OR i.client_address = p_address) AS mine
    FROM islands i
    WHERE i.island = (SELECT max(j.island) FROM islands j WHERE j.number = i.number)
  ), last_runs AS (
    SELECT m.number, min(m.started_at) AS started, max(m.ended_at) AS ended,
      max(m.started_at) FILTER (WHERE m.mine) AS my_last,
      max(m.started_at) FILTER (WHERE NOT m.mine) AS others_last
    FROM marked m GROUP BY m.number
  )
  SELECT l.number, l.ended + p_hold FROM last_runs l
  WHERE l.others_last > l.my_last AND l.ended > p_now - p_hold AND l.started <= p_now - 2 * p_hold
    AND NOT EXISTS (
      SELECT 1 FROM raffle_numbers n
      WHERE n.raffle_id = p_raffle_id AND n.number = l.number
        AND (n.payment_id IS NOT NULL OR n.status <> 'reserved' OR n.hold_expires_at > p_now));
END $$;
