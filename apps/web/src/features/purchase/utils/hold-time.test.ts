import { describe, expect, it } from 'vitest';
import { holdClock, holdTime, untilTime } from './hold-time';

const at = (iso: string) => new Date(iso).getTime();
const end = at('2026-03-15T12:15:00Z');

describe('holdClock', () => {
  it('counts mm:ss down to the end of the hold', () => {
    expect(holdClock(end, at('2026-03-15T12:00:00Z'))).toMatchObject({
      text: '15:00',
      warning: false,
      expired: false,
    });
    expect(holdClock(end, at('2026-03-15T12:13:59.400Z')).text).toBe('01:01');
  });

  it('warns in the last minute and says expired at zero', () => {
    expect(holdClock(end, at('2026-03-15T12:14:00Z'))).toMatchObject({
      text: '01:00',
      warning: true,
    });
    expect(holdClock(end, at('2026-03-15T12:15:00Z'))).toMatchObject({
      text: '00:00',
      warning: false,
      expired: true,
    });
    expect(holdClock(end, at('2026-03-15T12:20:00Z')).expired).toBe(true);
  });
});

describe('holdTime', () => {
  it("counts from the seconds the server gave, whatever this browser's clock says", () => {
    // The phone's clock is an hour ahead of the server's: the hold still has 15 minutes.
    const received = at('2026-03-15T13:00:00Z');
    const hold = holdTime(
      { expires_at: '2026-03-15T12:15:00.000Z', seconds_left: 15 * 60 },
      received,
    );
    expect(hold.expiresAt).toBe('2026-03-15T12:15:00.000Z');
    expect(holdClock(hold.deadline, received).text).toBe('15:00');
    expect(holdClock(hold.deadline, received + 14 * 60_000).warning).toBe(true);
  });
});

describe('untilTime', () => {
  it('writes the time in the business zone, already ending in its own period', () => {
    expect(untilTime('2026-03-15T16:02:00Z', 'America/Caracas')).toMatch(/^12:02\sp\.\s?m\.$/);
  });
});
