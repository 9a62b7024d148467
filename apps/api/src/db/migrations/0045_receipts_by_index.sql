-- The receipts the fingerprint job looks for, by index (ADR 106): the job read every payment
-- newer than its window, with or without a receipt, and a shop whose buyers pay by reference
-- (no receipt) paid for that scan every two seconds. A sale without a receipt writes no entry.
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("id") WHERE capture_path is not null;
