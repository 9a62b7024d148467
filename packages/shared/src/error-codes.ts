/**
 * The machine-readable `code` of the refusals a screen acts on, not only shows
 * (docs/api.md, errors). The screen decides by the code, never by the Spanish text,
 * so a reworded message cannot change what the screen does.
 */
export const errorCodes = {
  /** 409: the database refused the sale of numbers someone else took meanwhile. */
  numbersConflict: 'numbers_conflict',
  /** 400: more numbers than one hold or purchase may carry. */
  tooManyNumbers: 'too_many_numbers',
  /** 409: the holder kept these numbers held as long as one may in a row (ADR 049). */
  holdExhausted: 'hold_exhausted',
  /** 400/403/409: the guest challenge was missing, expired, wrong or spent; a fresh one may pass. */
  challengeRefused: 'challenge_refused',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
