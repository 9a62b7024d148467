-- hand-written: begin
-- The guest's solved challenge is spent by the statement it pays for (ADR 065, docs/purchase-path.md).
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: rifas_spend_challenge, and rifas_hold taking p_challenge last. A database made before this
-- migration had 0025's rifas_hold without it: a second function of that name, dropped here.
DROP FUNCTION IF EXISTS rifas_hold(integer, integer[], text[], text[], text, timestamptz, jsonb, integer,
  integer, boolean, jsonb);
-- hand-written: end
