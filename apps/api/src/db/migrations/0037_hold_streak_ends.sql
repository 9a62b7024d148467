-- When each hold ended, so a number's run across holders is known (ADR 089); rows from before read
-- as ended two holds after their start.
ALTER TABLE "hold_streaks" ADD COLUMN "ended_at" timestamp with time zone;
