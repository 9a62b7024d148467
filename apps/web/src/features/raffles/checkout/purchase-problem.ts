import { messages } from '@rifas/shared';
import { ApiError, errorMessage } from '@/lib/api-client';

const t = messages.purchase;

/** A failed purchase as the payment modal shows it (SPEC §8 Public side, Purchase). */
export type PurchaseProblem = {
  title: string;
  detail?: string;
  /** The numbers to take out of the selection (taken or not in the raffle). */
  numbers: number[];
  /** Offer 'Volver a seleccionar números' (closes the dialog and reloads the numbers). */
  reselect: boolean;
};

function numberField(body: Record<string, unknown> | undefined, key: string): number[] {
  const value = body?.[key];
  return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
}

/**
 * Maps the purchase answer to what the buyer reads. `label` writes numbers as
 * the grid does (padded).
 */
export function purchaseProblem(
  err: unknown,
  label: (numbers: number[]) => string,
): PurchaseProblem {
  const apiError = err instanceof ApiError ? err : null;
  const code = apiError?.error;
  const body = apiError?.body;

  if (code === t.unavailable) {
    const numbers = numberField(body, 'unavailableNumbers');
    return {
      title: t.unavailable,
      detail:
        numbers.length === 1
          ? `El número ${label(numbers)} ya fue tomado por otra persona. Por favor selecciona otro número.`
          : numbers.length > 1
            ? `Los números ${label(numbers)} ya fueron tomados por otra persona. Por favor selecciona otros números.`
            : 'Por favor selecciona otros números.',
      numbers,
      reselect: true,
    };
  }
  if (code === t.nonExistent) {
    const numbers = numberField(body, 'nonExistentNumbers');
    return {
      title: t.nonExistent,
      detail: numbers.length ? `Números que no existen: ${label(numbers)}.` : undefined,
      numbers,
      reselect: true,
    };
  }
  if (code === t.conflict) {
    return {
      title: t.conflict,
      detail: 'Alguien más compró estos números mientras completabas tu compra.',
      numbers: [],
      reselect: true,
    };
  }
  const title = errorMessage(err, t.failed);
  return { title, numbers: [], reselect: /n[úu]meros?/i.test(title) };
}
