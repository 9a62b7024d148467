import type { AccountField } from './payment-method-form-values';

/** How the admin's form names each piece of a method's account data. */
export const accountLabels: Record<
  AccountField,
  { label: string; placeholder: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  bank_name: { label: 'Banco', placeholder: 'Banco de Venezuela' },
  bank_code: { label: 'Código del banco', placeholder: '0102', inputMode: 'numeric' },
  phone: { label: 'Teléfono (Pago Móvil)', placeholder: '0414-1234567', inputMode: 'tel' },
  document_id: { label: 'Cédula o RIF', placeholder: 'J-12345678-9' },
  account_number: {
    label: 'Número de cuenta',
    placeholder: '0102-0000-00-0000000000',
    inputMode: 'numeric',
  },
  account_holder: { label: 'Titular', placeholder: 'Rifas C.A.' },
  email: { label: 'Correo (Zelle, Binance)', placeholder: 'pagos@ejemplo.com', inputMode: 'email' },
};
