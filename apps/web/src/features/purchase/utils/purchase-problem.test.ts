import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { purchaseProblem } from './purchase-problem';

const label = (numbers: number[]) => numbers.map((n) => String(n).padStart(2, '0')).join(', ');
const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, {
    error: String(body.error),
    message: String(body.message ?? body.error),
    ...body,
  });

describe('purchaseProblem (docs/api.md purchase errors)', () => {
  it('lists the numbers that are no longer available and offers to reselect', () => {
    const problem = purchaseProblem(
      apiError(409, {
        error: 'Algunos números ya no están disponibles',
        unavailableNumbers: [3, 7],
      }),
      label,
    );
    expect(problem).toEqual({
      title: 'Algunos números ya no están disponibles',
      detail:
        'Los números 03, 07 ya fueron tomados por otra persona. Por favor selecciona otros números.',
      numbers: [3, 7],
      reselect: true,
    });
  });

  it('lists the numbers that do not exist', () => {
    const problem = purchaseProblem(
      apiError(400, {
        error: 'Algunos números no existen en esta rifa',
        nonExistentNumbers: [120],
      }),
      label,
    );
    expect(problem.title).toBe('Algunos números no existen en esta rifa');
    expect(problem.detail).toContain('120');
    expect(problem.numbers).toEqual([120]);
    expect(problem.reselect).toBe(true);
  });

  it('explains the conflict', () => {
    const problem = purchaseProblem(
      apiError(409, {
        error: 'Conflicto: Los números ya no están disponibles',
        code: 'numbers_conflict',
      }),
      label,
    );
    expect(problem.title).toBe('Conflicto: Los números ya no están disponibles');
    expect(problem.detail).toBe('Alguien más compró estos números mientras completabas tu compra.');
    expect(problem.reselect).toBe(true);
  });

  it("shows any other server message, else 'Error al procesar el pago'", () => {
    expect(purchaseProblem(apiError(409, { error: 'Rifa Finalizada' }), label)).toEqual({
      title: 'Rifa Finalizada',
      numbers: [],
      reselect: false,
    });
    const limit = purchaseProblem(
      apiError(400, {
        error: 'Puedes seleccionar como máximo 500 números por compra',
        code: 'too_many_numbers',
      }),
      label,
    );
    expect(limit.reselect).toBe(true);
    const lost = purchaseProblem(new ApiError(0, undefined, 'sin red'), label);
    expect(lost.title).toBe('Error al procesar el pago');
    // No answer: the purchase may have been recorded (issue 42).
    expect(lost.detail).toBe('Si ya pagaste, no pagues de nuevo: revisa "Mis números".');
    expect(purchaseProblem(new Error('boom'), label).title).toBe('Error al procesar el pago');
  });

  it('decides from the structured answer, not from words in the text', () => {
    // A field error that mentions "Número" is no reason to pick numbers again.
    const reference = purchaseProblem(
      apiError(400, {
        error: 'Número de referencia es requerido',
        issues: [{ path: 'reference_number', message: 'Número de referencia es requerido' }],
      }),
      label,
    );
    expect(reference).toEqual({
      title: 'Número de referencia es requerido',
      numbers: [],
      reselect: false,
    });
    // The numbers the 409 names are what counts.
    const taken = purchaseProblem(
      apiError(409, { error: 'Algunos números ya no están disponibles', unavailableNumbers: [5] }),
      label,
    );
    expect(taken.numbers).toEqual([5]);
    expect(taken.reselect).toBe(true);
    // Another 409 (a coupon used up meanwhile) keeps the dialog as it is.
    const busy = purchaseProblem(apiError(409, { error: 'Este cupón ya se agotó' }), label);
    expect(busy.reselect).toBe(false);
    // The same words without the code decide nothing: a reworded text cannot change the dialog.
    const sameWords = purchaseProblem(
      apiError(409, { error: 'Conflicto: Los números ya no están disponibles' }),
      label,
    );
    expect(sameWords.reselect).toBe(false);
  });
});
