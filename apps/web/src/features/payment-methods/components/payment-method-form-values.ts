import { type CaptureMode, type CUSTOM_FIELD_TYPES, type PaymentMethod } from '@rifas/shared';

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
  account_info: Record<AccountField, string>;
  requires_reference: boolean;
  requires_date: boolean;
  /** The receipt: required (the spec's requires_capture), optional or not asked. */
  capture_mode: CaptureMode;
  is_active: boolean;
  /** 'Lo cobra el vendedor': counts in the sellers' 'Por entregar'. */
  collected_by_seller: boolean;
  custom_fields: CustomFieldRow[];
  /** The select's value: a currency id, or '' for none. */
  moneda_id: string;
};

/** The account data's pieces, in the order the form and the buyer's sheet show them. */
export const ACCOUNT_FIELDS = [
  'bank_name',
  'bank_code',
  'phone',
  'document_id',
  'account_number',
  'account_holder',
  'email',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

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
    account_info: Object.fromEntries(
      ACCOUNT_FIELDS.map((field) => [field, method?.account_info[field] ?? '']),
    ) as Record<AccountField, string>,
    requires_reference: method?.requires_reference ?? false,
    requires_date: method?.requires_date ?? false,
    capture_mode: method?.capture_mode ?? 'none',
    is_active: method?.is_active ?? true,
    collected_by_seller: method?.collected_by_seller ?? false,
    custom_fields: (method?.custom_fields ?? []).map((field) => ({
      ...field,
      type: asFieldType(field.type),
    })),
    moneda_id: method?.moneda_id ? String(method.moneda_id) : '',
  };
}

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
