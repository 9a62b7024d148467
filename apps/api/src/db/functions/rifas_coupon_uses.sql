-- A coupon's live uses: in all, and by one buyer (any identity key shared, or the cédula in any of
-- its forms). The coupon's admin list and the sale count with this one definition (ADR 028).
-- PL/pgSQL: its plan is kept per connection (ADR 093).
CREATE OR REPLACE FUNCTION rifas_coupon_uses(
  p_coupon_id integer, p_keys text[], p_documents text[], OUT total integer, OUT by_buyer integer
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT count(*)::int,
    count(*) FILTER (WHERE p.buyer_keys && p_keys OR p.customer_id_norm = ANY(p_documents))::int
  INTO total, by_buyer
  FROM payment_sales s JOIN payments p ON p.id = s.payment_id
  WHERE s.coupon_id = p_coupon_id AND p.status IN ('pending', 'completed');
END $$;
