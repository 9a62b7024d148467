import { describe, expect, it } from 'vitest';
import { brandColorContrast, brandTheme, brandThemeCss, contrastRatio } from './brand-theme';
import { SettingsUpdateSchema } from '../schemas/settings';

describe('brand theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#7c3aed', '#ffffff')).toBeCloseTo(5.7, 1);
  });

  it('puts white text on a dark colour and the ink on a light one', () => {
    expect(brandTheme('#0F766E').vars['--on-brand']).toBe('#ffffff');
    expect(brandTheme('#facc15').vars['--on-brand']).toBe('#0f172a');
  });

  it('gives a darker hover that keeps the text readable', () => {
    for (const color of ['#0f766e', '#facc15', '#7c3aed', '#f97316']) {
      const { vars } = brandTheme(color);
      expect(contrastRatio(vars['--brand-hover']!, vars['--on-brand']!)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(vars['--brand-hover']!, '#000000')).toBeLessThanOrEqual(
        contrastRatio(color, '#000000'),
      );
    }
  });

  it('makes the scale from 600 on readable as text on white, even for a yellow', () => {
    const { vars } = brandTheme('#facc15');
    expect(contrastRatio(vars['--brand-600']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--brand-700']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(vars['--brand']).toBe('#facc15');
  });

  it('refuses a mid tone that neither white nor the ink can be read on', () => {
    expect(brandColorContrast('#8b5cf6').ok).toBe(false);
    expect(brandColorContrast('#0f766e').ok).toBe(true);
  });

  it('writes every value as #rrggbb', () => {
    expect(brandThemeCss('#0F766E')).toMatch(/^:root\{(--[\w-]+:#[0-9a-f]{6};?)+\}$/);
  });

  it('explains a refusal in Spanish with the contrast reached', () => {
    const result = SettingsUpdateSchema.safeParse({ brand_color: '#8b5cf6' });
    expect(result.error?.issues[0]?.message).toMatch(/contraste \d,\d:1; el mínimo es 4,5:1/);
    expect(SettingsUpdateSchema.safeParse({ brand_color: 'teal' }).error?.issues[0]?.message).toBe(
      'El color debe escribirse como #RRGGBB, por ejemplo #0f766e',
    );
    expect(SettingsUpdateSchema.parse({ brand_color: '#0F766E' }).brand_color).toBe('#0f766e');
  });
});
