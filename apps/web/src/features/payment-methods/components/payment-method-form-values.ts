import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  PaymentMethodInputSchema,
  type CUSTOM_FIELD_TYPES,
  type PaymentMethod,
  type PaymentMethodInputParsed,
} from '@rifas/shared';

export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export type CustomFieldRow = {
  name: string;
  label: string;
  type: CustomFieldType;
  placeholder: string;
  required: boolean;
};

/** The payment-method form as the inputs hold it (same names as PaymentMethodInputSchema). */
export type PaymentMethodFormValues = {
  name: string;
  description: string;
  instructions: string;
  account_info: { bank_name: string; account_number: string; account_holder: string };
  requires_reference: boolean;
  requires_date: boolean;
  requires_capture: boolean;
  is_active: boolean;
  custom_fields: CustomFieldRow[];
  /** The select's value: a currency id, or '' for none. */
  moneda_id: string;
};

export const emptyCustomField: CustomFieldRow = {
  name: '',
  label: '',
  type: 'text',
  placeholder: '',
  required: false,
};

function asFieldType(type: string): CustomFieldType {
  const known: readonly string[] = ['text', 'number', 'date', 'email', 'tel', 'textarea'];
  return (known.includes(type) ? type : 'text') as CustomFieldType;
}

export function initialPaymentMethodValues(method: PaymentMethod | null): PaymentMethodFormValues {
  return {
    name: method?.name ?? '',
    description: method?.description ?? '',
    instructions: method?.instructions ?? '',
    account_info: {
      bank_name: method?.account_info.bank_name ?? '',
      account_number: method?.account_info.account_number ?? '',
      account_holder: method?.account_info.account_holder ?? '',
    },
    requires_reference: method?.requires_reference ?? false,
    requires_date: method?.requires_date ?? false,
    requires_capture: method?.requires_capture ?? false,
    is_active: method?.is_active ?? true,
    custom_fields: (method?.custom_fields ?? []).map((field) => ({
      ...field,
      type: asFieldType(field.type),
    })),
    moneda_id: method?.moneda_id ? String(method.moneda_id) : '',
  };
}

/**
 * The shared PaymentMethodInputSchema checks the form with the texts the
 * server answers with; each field shows its first issue.
 */
export const paymentMethodResolver: Resolver<
  PaymentMethodFormValues,
  unknown,
  PaymentMethodInputParsed
> = (values, _context, options) => {
  const result = PaymentMethodInputSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** A field name suggested from its label: 'Cédula del titular' → 'cedula_del_titular'. */
export function fieldNameFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50);
}
