/**
 * The challenges this instance saw spent, until they expire (ADR 065). A hold
 * spends its challenge inside its own statement, after the request budget
 * (ADR 048) was spent; a replay of one solution would otherwise spend a
 * shared address's budget at no cost before the statement refuses it. Seen
 * here, it is refused before. Bounded: past `max` the oldest are forgotten,
 * and the database still refuses them (rifas_spend_challenge).
 */
export class RecentChallenges {
  // Insertion order is expiry order (every challenge lives GUEST_CHALLENGE_SECONDS).
  private readonly seen = new Map<string, number>();

  constructor(private readonly max = 200_000) {}

  /** True the first time this instance sees `id`; records it until `expiresAtMs`. */
  firstSight(id: string, expiresAtMs: number, nowMs: number): boolean {
    this.forgetExpired(nowMs);
    if (this.seen.has(id)) return false;
    if (this.seen.size >= this.max) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    this.seen.set(id, expiresAtMs);
    return true;
  }

  private forgetExpired(nowMs: number) {
    for (const [id, expiresAtMs] of this.seen) {
      if (expiresAtMs > nowMs) return;
      this.seen.delete(id);
    }
  }
}
