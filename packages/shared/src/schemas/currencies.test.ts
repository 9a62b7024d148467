import { describe, expect, it } from 'vitest';
import { CurrencyFormSchema, CurrencyInputSchema, CurrencyListQuerySchema } from './currencies';

const valid = {
  nombre: 'Bolívar',
  codigo: 'VES',
  simbolo: 'Bs',
  url_precio: 'https://precios.example/usd',
};

function firstMessage(input: unknown, field: string): string | undefined {
  const result = CurrencyFormSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('MonedaFormSchema', () => {
  it('accepts a valid currency and upper-cases the code', () => {
    const parsed = CurrencyFormSchema.parse({ ...valid, codigo: ' ves ', status: 'no' });
    expect(parsed).toEqual({ ...valid, codigo: 'VES', status: 'no' });
  });

  it.each([
    ['nombre', { ...valid, nombre: '   ' }, 'El nombre es requerido'],
    ['nombre', { ...valid, nombre: undefined }, 'El nombre es requerido'],
    ['simbolo', { ...valid, simbolo: '' }, 'El símbolo es requerido'],
    ['simbolo', { ...valid, simbolo: undefined }, 'El símbolo es requerido'],
    ['simbolo', { ...valid, simbolo: 'ABCDEF' }, 'El símbolo no puede tener más de 5 caracteres'],
    ['url_precio', { ...valid, url_precio: '' }, 'La URL de precio es requerida'],
    ['url_precio', { ...valid, url_precio: 'no es una url' }, 'La URL no es válida'],
    ['url_precio', { ...valid, url_precio: 'ftp://precios.example/usd' }, 'La URL no es válida'],
    ['url_precio', { ...valid, url_precio: 'javascript:alert(1)' }, 'La URL no es válida'],
    ['codigo', { ...valid, codigo: '' }, 'El código es requerido'],
    ['codigo', { ...valid, codigo: undefined }, 'El código es requerido'],
    ['codigo', { ...valid, codigo: 'VE' }, 'El código debe tener 3 letras'],
    ['codigo', { ...valid, codigo: 'VESX' }, 'El código debe tener 3 letras'],
    ['codigo', { ...valid, codigo: 'V3S' }, 'El código debe tener 3 letras'],
  ])('%s: %j → %s', (field, input, message) => {
    expect(firstMessage(input, field)).toBe(message);
  });

  it('gives only the "required" message for an empty field', () => {
    const result = CurrencyFormSchema.safeParse({ ...valid, codigo: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['El código es requerido']);
  });

  it('accepts a symbol of exactly 5 characters and no status', () => {
    expect(CurrencyFormSchema.parse({ ...valid, simbolo: 'US$$$' }).status).toBeUndefined();
  });

  it('takes estatus as an alias in the API body', () => {
    expect(CurrencyInputSchema.parse({ ...valid, estatus: 'no' }).estatus).toBe('no');
    expect(CurrencyInputSchema.safeParse({ ...valid, estatus: 'quizás' }).success).toBe(false);
  });
});

describe('MonedaListQuerySchema', () => {
  it('defaults to page 1, limit 20, empty search', () => {
    expect(CurrencyListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, search: '' });
  });
  it('reads numbers from the query string and falls back when unusable', () => {
    expect(CurrencyListQuerySchema.parse({ page: '3', limit: '10', search: ' bol ' })).toEqual({
      page: 3,
      limit: 10,
      search: 'bol',
    });
    expect(CurrencyListQuerySchema.parse({ page: '-1', limit: '5000' })).toEqual({
      page: 1,
      limit: 20,
      search: '',
    });
  });
});
