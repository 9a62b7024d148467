import { useState } from 'react';
import type { RaffleNumbersState } from '../api/get-raffle-numbers';
import { STATUS_RESERVED, STATUS_SOLD } from '../utils/picker';

type Watch = {
  held: readonly number[] | null;
  codes: Uint8Array | undefined;
  /** Held numbers the statuses have shown as reserved since the hold answered. */
  confirmed: ReadonlySet<number>;
  lost: number[];
};

/**
 * The numbers of the open checkout's hold that are no longer held (issue 24,
 * point 7): released by the operator, swept after expiry, or bought. The live
 * channel refetches the statuses within a fraction of a second of each change,
 * so the sheet can say so at once instead of counting down a hold that is gone.
 *
 * The statuses do not say whose a hold is, and the first statuses after the
 * hold answered may predate it: a number counts as lost only once it was seen
 * reserved and then turns available, or when it shows sold (which a held number
 * never is). A new hold (another `held` array) starts a new watch.
 */
export function useHoldWatch(
  held: readonly number[] | null,
  numbers: RaffleNumbersState | undefined,
): number[] {
  const [watch, setWatch] = useState<Watch>({
    held: null,
    codes: undefined,
    confirmed: new Set(),
    lost: [],
  });
  // React's "adjust state while rendering" pattern: runs once per hold and per new statuses.
  if (watch.held !== held) {
    setWatch({ held, codes: undefined, confirmed: new Set(), lost: [] });
  } else if (held && numbers && watch.codes !== numbers.codes) {
    const confirmed = new Set(watch.confirmed);
    const lost = [...watch.lost];
    for (const n of held) {
      const code = numbers.codes[n - numbers.startNumber];
      if (code === STATUS_RESERVED) confirmed.add(n);
      else if ((code === STATUS_SOLD || confirmed.has(n)) && !lost.includes(n)) lost.push(n);
    }
    setWatch({ held, codes: numbers.codes, confirmed, lost: lost.sort((a, b) => a - b) });
  }
  return watch.held === held ? watch.lost : [];
}
