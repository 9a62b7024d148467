-- A sale's notices no longer reference its payment (ADR 107): the foreign key's check locked the
-- new payment row once per notice. The jobs drop the notices of a deleted payment themselves.
ALTER TABLE "payment_notices" DROP CONSTRAINT "payment_notices_payment_id_payments_id_fk";
