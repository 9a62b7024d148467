import {
  messages,
  paymentFormErrors,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  RECEIPT_ORIGINAL_MAX_BYTES,
  type BuyerData,
  type PaymentMethod,
} from '@rifas/shared';
import type { PurchaseInput } from '../api/purchase';

/** The payment modal's values. The receipt is a File kept in the form, not an input's value. */
export type PaymentFormValues = {
  payment_method_id: string;
  reference_number: string;
  payment_date: string;
  /** Custom field values by field name. */
  custom: Record<string, string>;
  receipt: File | null;
};

export const emptyPaymentForm: PaymentFormValues = {
  payment_method_id: '',
  reference_number: '',
  payment_date: '',
  custom: {},
  receipt: null,
};

export type PaymentFieldPath =
  'payment_method_id' | 'reference_number' | 'payment_date' | 'receipt' | `custom.${string}`;

// Browsers report some JPEGs as image/jpg or image/pjpeg; the server checks the real bytes anyway.
const ACCEPTED_TYPES = new Set<string>([...RECEIPT_MIME_TYPES, 'image/jpg', 'image/pjpeg']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/**
 * A chosen photo, before the browser shrinks it: an image of an accepted type,
 * at most RECEIPT_ORIGINAL_MAX_BYTES (a camera's original; issue 42).
 */
export function originalReceiptProblem(file: File): string | null {
  const typeOk = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return messages.purchase.imageWrongType;
  if (file.size > RECEIPT_ORIGINAL_MAX_BYTES) return messages.purchase.receiptOriginalTooLarge;
  return null;
}

/** docs/domain.md receipt rules on the receipt as sent (shrunk), checked again by the server. */
export function receiptProblem(file: File): string | null {
  const original = originalReceiptProblem(file);
  if (original) return original;
  if (file.size > RECEIPT_MAX_BYTES) return messages.purchase.imageTooLarge;
  return null;
}

/**
 * Every error of the payment form, in the form's order, from the shared rules
 * the server applies (paymentFormErrors) plus the receipt's size and type.
 */
export function paymentErrors(
  methods: readonly PaymentMethod[] | undefined,
  values: PaymentFormValues,
): { path: PaymentFieldPath; message: string }[] {
  const method = methods?.find((m) => String(m.id) === values.payment_method_id) ?? null;
  const errors = paymentFormErrors(method, {
    reference_number: values.reference_number,
    payment_date: values.payment_date,
    has_capture: values.receipt !== null,
    custom_values: values.custom,
  }).map(({ field, message }) => {
    const path: PaymentFieldPath =
      field === 'image'
        ? 'receipt'
        : field === 'payment_method_id' || field === 'reference_number' || field === 'payment_date'
          ? field
          : `custom.${field}`;
    return { path, message };
  });
  const fileProblem = values.receipt ? receiptProblem(values.receipt) : null;
  if (fileProblem) errors.push({ path: 'receipt', message: fileProblem });
  return errors;
}

/**
 * The purchase's `payment` part and receipt from the checkout's two forms. Only
 * what the chosen method asks for is sent (a reference typed for another method
 * is dropped), text is trimmed, and every custom field of the method is present.
 */
export function toPurchasePayment(input: {
  buyer: BuyerData;
  method: PaymentMethod;
  values: PaymentFormValues;
  holderId: string;
}): Pick<PurchaseInput, 'payment' | 'receipt'> {
  const { buyer, method, values, holderId } = input;
  const custom = Object.fromEntries(
    method.custom_fields.map((field) => [field.name, (values.custom[field.name] ?? '').trim()]),
  );
  return {
    payment: {
      ...buyer,
      payment_method_id: method.id,
      reference_number: method.requires_reference ? values.reference_number.trim() : '',
      payment_date: method.requires_date ? values.payment_date : '',
      holder_id: holderId,
      transaction_data: custom,
    },
    // An optional receipt goes when the buyer attached one.
    receipt: method.capture_mode !== 'none' ? values.receipt : null,
  };
}

/**
 * Today in the business time zone (docs/domain.md), as an <input type="date">
 * value: the payment date a buyer paying now means, whatever the phone's zone.
 */
export function todayInputValue(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD, the <input type="date"> value.
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(now);
}

/** An empty payment form with the date pre-filled with today (the buyer pays now). */
export function freshPaymentForm(timeZone: string): PaymentFormValues {
  return { ...emptyPaymentForm, payment_date: todayInputValue(timeZone) };
}
