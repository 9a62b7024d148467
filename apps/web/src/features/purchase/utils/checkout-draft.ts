import { checkoutDraftKey } from './storage-keys';

/**
 * A raffle's unfinished checkout, kept on the device (never sent anywhere) so
 * that a buyer who leaves for the bank app and finds the tab reloaded comes back
 * to the step they were on with what they typed (docs/purchase-path.md). Cleared
 * on success or when the buyer clears the selection. A chosen receipt file cannot
 * be kept: only its name is, to say so where it was.
 */
export type CheckoutStep = 'pick' | 'buyer' | 'payment';
export type CheckoutDraft = {
  step: CheckoutStep;
  numbers: number[];
  buyer: {
    customer_name: string;
    customer_email: string;
    customer_phone: string;
    customer_id: string;
  };
  payment: {
    payment_method_id: string;
    reference_number: string;
    payment_date: string;
    custom: Record<string, string>;
  };
  /** The name of the receipt chosen before the page was left, or null. */
  receipt_name: string | null;
  /** The seller whose link brought the buyer (`?v=CODE`, issue 29); absent in older drafts. */
  seller_code?: string | null;
  /** The coupon the buyer applied in the payment step; absent in older drafts. */
  coupon_code?: string | null;
  /**
   * The Idempotency-Key of the last 'Confirmar pago' (a random secret): after a
   * reload it asks whether that purchase was recorded though its answer was lost.
   */
  purchase_key?: string | null;
};

const STEPS: readonly unknown[] = ['pick', 'buyer', 'payment'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const allStrings = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/** What another version of the app, or a hand, may have left: used only when whole. */
function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  return (
    isRecord(value) &&
    STEPS.includes(value.step) &&
    Array.isArray(value.numbers) &&
    value.numbers.every((n) => Number.isSafeInteger(n)) &&
    allStrings(value.buyer, Object.keys(emptyCheckoutDraft.buyer)) &&
    allStrings(value.payment, ['payment_method_id', 'reference_number', 'payment_date']) &&
    isRecord(value.payment) &&
    isRecord(value.payment.custom) &&
    Object.values(value.payment.custom).every((v) => typeof v === 'string') &&
    (value.receipt_name === null || typeof value.receipt_name === 'string') &&
    [value.seller_code, value.coupon_code, value.purchase_key].every(
      (code) => code === undefined || code === null || typeof code === 'string',
    )
  );
}

export const emptyCheckoutDraft: CheckoutDraft = {
  step: 'pick',
  numbers: [],
  buyer: { customer_name: '', customer_email: '', customer_phone: '', customer_id: '' },
  payment: { payment_method_id: '', reference_number: '', payment_date: '', custom: {} },
  receipt_name: null,
};

/** Nothing chosen, nothing typed: no draft to keep. */
function isEmpty(draft: CheckoutDraft): boolean {
  const texts = [
    ...Object.values(draft.buyer),
    draft.payment.payment_method_id,
    draft.payment.reference_number,
    draft.payment.payment_date,
    ...Object.values(draft.payment.custom),
  ];
  return (
    draft.step === 'pick' &&
    draft.numbers.length === 0 &&
    draft.receipt_name === null &&
    texts.every((text) => text.trim() === '')
  );
}

/** The stored draft of this raffle, or null (none, unreadable, or storage blocked). */
export function loadCheckoutDraft(raffleId: number): CheckoutDraft | null {
  try {
    const stored = localStorage.getItem(checkoutDraftKey(raffleId));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isCheckoutDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Changes the parts given and keeps the others. Storage full or blocked: nothing is kept. */
export function updateCheckoutDraft(raffleId: number, patch: Partial<CheckoutDraft>): void {
  try {
    const next = { ...(loadCheckoutDraft(raffleId) ?? emptyCheckoutDraft), ...patch };
    if (isEmpty(next)) localStorage.removeItem(checkoutDraftKey(raffleId));
    else localStorage.setItem(checkoutDraftKey(raffleId), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the checkout works, it just does not survive a reload.
  }
}

export function clearCheckoutDraft(raffleId: number): void {
  try {
    localStorage.removeItem(checkoutDraftKey(raffleId));
  } catch {
    // Nothing stored.
  }
}
