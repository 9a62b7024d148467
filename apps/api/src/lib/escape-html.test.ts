import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters HTML reads and leaves the rest as written', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    const plain = 'María Pérez · 24 de diciembre de 2026, 4:00 p. m. (hora de Caracas)';
    expect(escapeHtml(plain)).toBe(plain);
    expect(escapeHtml('')).toBe('');
    expect(escapeHtml('al final &')).toBe('al final &amp;');
  });
});
