import { errorCodes, messages } from '@rifas/shared';
import { ApiError, errorCode, errorMessage } from '@/lib/api-client';

const t = messages.purchase;

/** A failed purchase as the payment modal shows it (docs/api.md Public side, Purchase). */
export type PurchaseProblem = {
  title: string;
  detail?: string;
  /** The numbers to take out of the selection (taken or not in the raffle). */
  numbers: number[];
  /** Offer 'Volver a seleccionar números' (closes the dialog and reloads the numbers). */
  reselect: boolean;
};

/** A list of numbers the server named in the error body, or null when the field is absent. */
function numberField(body: Record<string, unknown> | undefined, key: string): number[] | null {
  const value = body?.[key];
  return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : null;
}

/**
 * Maps the purchase answer to what the buyer reads. `label` writes numbers as
 * the grid does (padded). Whether to offer 'Volver a seleccionar números' comes
 * from the answer's structure: the numbers the server names (`unavailableNumbers`
 * on 409, `nonExistentNumbers` on 400), or the `code` of the two answers about
 * the selection that carry no list (a conflict the database could not pin on
 * numbers, and the per-order limit), never from words in the text
 * (docs/api.md, error catalogue).
 */
export function purchaseProblem(
  err: unknown,
  label: (numbers: number[]) => string,
): PurchaseProblem {
  const apiError = err instanceof ApiError ? err : null;
  const body = apiError?.body;

  const unavailable = numberField(body, 'unavailableNumbers');
  if (unavailable) {
    return {
      title: t.unavailable,
      detail:
        unavailable.length === 1
          ? `El número ${label(unavailable)} ya fue tomado por otra persona. Por favor selecciona otro número.`
          : unavailable.length > 1
            ? `Los números ${label(unavailable)} ya fueron tomados por otra persona. Por favor selecciona otros números.`
            : 'Por favor selecciona otros números.',
      numbers: unavailable,
      reselect: true,
    };
  }
  const nonExistent = numberField(body, 'nonExistentNumbers');
  if (nonExistent) {
    return {
      title: t.nonExistent,
      detail: nonExistent.length ? `Números que no existen: ${label(nonExistent)}.` : undefined,
      numbers: nonExistent,
      reselect: true,
    };
  }
  const code = errorCode(err);
  if (code === errorCodes.numbersConflict) {
    return {
      title: t.conflict,
      detail: 'Alguien más compró estos números mientras completabas tu compra.',
      numbers: [],
      reselect: true,
    };
  }
  const title = errorMessage(err, t.failed);
  // No reason given (the answer was lost, or the server failed): it may have been recorded.
  const detail = title === t.failed ? t.failedAdvice : undefined;
  return { title, detail, numbers: [], reselect: code === errorCodes.tooManyNumbers };
}
