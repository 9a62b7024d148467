import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { currencies, paymentMethods } from '../db/schema';

/** The demo's two payment methods, with fake accounts (SEED_DEMO, docs/operations.md). */
export async function insertPaymentMethods(tx: Tx) {
  // Pago Móvil is paid in bolívares (the demo currencies are seeded first).
  const [ves] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.codigo, 'VES'));
  const [pagoMovil, zelle] = await tx
    .insert(paymentMethods)
    .values([
      {
        name: 'Pago Móvil',
        // Fake accounts: 'Vaciar Todo' removes the demo's methods so no real sale uses them.
        demo: true,
        description: 'Pago inmediato desde la app de tu banco (datos de demostración).',
        instructions:
          'Envía el monto exacto en bolívares a la tasa del día y coloca el número de referencia y la fecha del pago.',
        requiresReference: true,
        requiresDate: true,
        monedaId: ves?.id ?? null,
        customFields: [
          {
            name: 'telefono_pago',
            label: 'Teléfono desde el que pagaste',
            type: 'tel',
            placeholder: '0414-0000000',
            required: false,
          },
        ],
        // One piece per field, each copied on its own into the bank app (issue 24).
        captureOptional: true,
        accountInfo: {
          bank_name: 'Banco de Venezuela — DEMO',
          bank_code: '0102',
          phone: '0414-0000000',
          document_id: 'J-00000000-0',
          account_holder: 'Rifas Demo C.A.',
        },
      },
      {
        name: 'Zelle',
        demo: true,
        description: 'Transferencia en dólares por Zelle (datos de demostración).',
        instructions: 'Envía el monto en dólares y adjunta la captura del comprobante.',
        requiresCapture: true,
        accountInfo: {
          bank_name: 'Zelle',
          email: 'pagos@rifas-demo.invalid',
          account_holder: 'Rifas Demo LLC',
        },
      },
    ])
    .returning();
  return { pagoMovil: pagoMovil!, zelle: zelle! };
}
