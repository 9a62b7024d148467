-- hand-written: begin
-- The sale is one function (ADR 057, docs/purchase-path.md).
-- Function and trigger bodies live in db/functions/, applied after the migrations (ADR 067).
-- Here: rifas_coupon_uses, rifas_guarded_version and rifas_sell; rifas_queue_email_under_cap and
-- rifas_outstanding were created again unchanged. A database made before this migration had
-- 0012's rifas_refuse_sale, which the sale no longer calls.
DROP FUNCTION IF EXISTS rifas_refuse_sale(text);
-- hand-written: end
