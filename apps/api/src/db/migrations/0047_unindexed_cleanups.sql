DROP INDEX "rate_limits_reset_idx";--> statement-breakpoint
DROP INDEX "used_challenges_expires_idx";
