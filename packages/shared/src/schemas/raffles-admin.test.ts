import { describe, expect, it } from 'vitest';
import { RaffleInputSchema } from './raffles-admin';

const valid = {
  title: 'Moto Bera',
  description: 'Una moto nueva',
  product_to_win: 'Moto Bera SBR 150',
  price_per_number: 5,
  start_number: 0,
  end_number: 99,
  draw_date: '2030-05-01T20:00:00-04:00',
  numero_ganador: null,
  is_minimal_required: false,
  minimal_number: null,
  diffusion_channel: 'Instagram',
  status: 'active',
};

function firstError(input: Record<string, unknown>): string | undefined {
  const result = RaffleInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('RaffleInputSchema', () => {
  it('parses typed form values', () => {
    const parsed = RaffleInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      price_per_number: 5,
      draw_date: '2030-05-02T00:00:00.000Z',
      status: 'active',
      is_minimal_required: false,
      minimal_number: 0,
      remove_image: false,
    });
  });

  it('parses multipart strings: booleans, empty = null, decimals', () => {
    const parsed = RaffleInputSchema.parse({
      ...valid,
      price_per_number: '2,50',
      start_number: '1',
      end_number: '500',
      numero_ganador: '',
      is_minimal_required: 'true',
      minimal_number: '100',
      status: '',
      remove_image: 'true',
      description: '',
    });
    expect(parsed).toMatchObject({
      price_per_number: 2.5,
      start_number: 1,
      end_number: 500,
      numero_ganador: null,
      is_minimal_required: true,
      minimal_number: 100,
      status: 'pending',
      remove_image: true,
      description: '',
    });
  });

  it('gives the spec texts', () => {
    expect(firstError({ ...valid, start_number: 10, end_number: 5 })).toBe(
      'El número inicial debe ser menor o igual al número final',
    );
    expect(firstError({ ...valid, price_per_number: 0 })).toBe('El precio debe ser mayor a 0');
    expect(firstError({ ...valid, price_per_number: '-3' })).toBe('El precio debe ser mayor a 0');
    expect(firstError({ ...valid, numero_ganador: 100 })).toBe(
      'El número ganador debe estar entre 0 y 99',
    );
    expect(firstError({ ...valid, is_minimal_required: true, minimal_number: '' })).toBe(
      'Debe especificar un número mínimo válido',
    );
    expect(firstError({ ...valid, is_minimal_required: true, minimal_number: -1 })).toBe(
      'Debe especificar un número mínimo válido',
    );
    expect(firstError({ ...valid, is_minimal_required: true, minimal_number: 101 })).toBe(
      'El mínimo no puede ser mayor que la cantidad total de números',
    );
  });

  it('accepts a minimum of 0 and the full count', () => {
    expect(firstError({ ...valid, is_minimal_required: true, minimal_number: 0 })).toBeUndefined();
    expect(
      firstError({ ...valid, is_minimal_required: true, minimal_number: 100 }),
    ).toBeUndefined();
  });

  it('requires the form fields and checks their shape', () => {
    expect(firstError({ ...valid, title: '  ' })).toBe('El título es requerido');
    expect(firstError({ ...valid, product_to_win: undefined })).toBe('El premio es requerido');
    expect(firstError({ ...valid, end_number: '' })).toBe('El número final es requerido');
    expect(firstError({ ...valid, end_number: '9.5' })).toBe('Debe ser un número entero');
    expect(firstError({ ...valid, start_number: -1 })).toBe(
      'El número inicial no puede ser negativo',
    );
    expect(firstError({ ...valid, price_per_number: '' })).toBe('El precio es requerido');
    expect(firstError({ ...valid, price_per_number: 1.234 })).toBe(
      'El precio solo puede tener hasta 2 decimales',
    );
    expect(firstError({ ...valid, draw_date: '' })).toBe('La fecha del sorteo es requerida');
    expect(firstError({ ...valid, draw_date: 'mañana' })).toBe('La fecha del sorteo no es válida');
    expect(firstError({ ...valid, status: 'completed' })).toBe('Estado no válido');
  });

  it('caps the range at 100,000 numbers', () => {
    expect(firstError({ ...valid, start_number: 0, end_number: 99_999 })).toBeUndefined();
    expect(firstError({ ...valid, start_number: 0, end_number: 100_000 })).toBe(
      'El rango no puede tener más de 100.000 números',
    );
  });

  it('stores no minimum when none is required', () => {
    expect(RaffleInputSchema.parse({ ...valid, minimal_number: 40 }).minimal_number).toBe(0);
  });
});
