-- Which draw at the prize's hour the presets read: Triple A, B or C (issue 44, ADR 088).
ALTER TABLE "prize_result_watches" ADD COLUMN "draw" text DEFAULT 'A' NOT NULL;
