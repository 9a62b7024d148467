import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'usuario registrado', 'usuarios registrados')).toBe('1 usuario registrado');
    expect(plural(2, 'usuario registrado', 'usuarios registrados')).toBe('2 usuarios registrados');
    expect(plural(0, 'pago pendiente', 'pagos pendientes')).toBe('0 pagos pendientes');
  });

  it('writes the count the Venezuelan way', () => {
    expect(plural(1200, 'número', 'números')).toBe('1.200 números');
  });
});
