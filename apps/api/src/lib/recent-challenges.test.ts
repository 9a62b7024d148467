import { describe, expect, it } from 'vitest';
import { RecentChallenges } from './recent-challenges';

describe('RecentChallenges (the solutions this instance saw spent)', () => {
  it('knows a solution it saw until it expires', () => {
    const seen = new RecentChallenges();
    expect(seen.firstSight('a', 2_000, 1_000)).toBe(true);
    expect(seen.firstSight('a', 2_000, 1_500)).toBe(false);
    expect(seen.firstSight('b', 2_500, 1_500)).toBe(true);
    // Past its expiry it is forgotten (the challenge itself is refused as expired by then).
    expect(seen.firstSight('a', 3_000, 2_000)).toBe(true);
    expect(seen.firstSight('b', 2_500, 2_000)).toBe(false);
  });

  it('forgets the oldest past its bound', () => {
    const seen = new RecentChallenges(2);
    seen.firstSight('a', 9_000, 0);
    seen.firstSight('b', 9_000, 0);
    seen.firstSight('c', 9_000, 0);
    expect(seen.firstSight('a', 9_000, 0)).toBe(true);
    expect(seen.firstSight('c', 9_000, 0)).toBe(false);
  });
});
