/**
 * The header's exchange-rate strip (SPEC §2 Header). Placeholder: the currencies
 * feature replaces this file; the public header already renders <RateStrip />.
 */
export function RateStrip() {
  return null;
}
