import { describe, expect, it } from 'vitest';
import { breakAtSpacesOnly } from './wrap';

describe('breakAtSpacesOnly', () => {
  it('keeps hyphenated account data in one piece and leaves spaces as break points', () => {
    const shown = breakAtSpacesOnly('Tel. 0000-0000000 · RIF J-00000000-0');
    expect(shown).toBe('Tel. 0000\u20110000000 · RIF J\u201100000000\u20110');
    expect(shown.split(' ')).toHaveLength(5);
    expect(shown).not.toContain('-');
  });

  it('leaves text without hyphens alone', () => {
    expect(breakAtSpacesOnly('Rifas Demo C.A.')).toBe('Rifas Demo C.A.');
  });
});
