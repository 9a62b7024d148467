/**
 * A checked solution, spent by the statement it pays for (ADR 065): rifas_spend_challenge's
 * p_challenge, which rifas_hold and rifas_sell call (db/functions).
 */
export type ChallengeTicket = { id: string; expires_at: string };
