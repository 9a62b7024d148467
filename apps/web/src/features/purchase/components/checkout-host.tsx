import { useEffect, useState } from 'react';
import { useSchemaForm } from '@/lib/use-schema-form';
import { BuyerDataSchema, type BuyerData } from '@rifas/shared';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import type { HoldTime } from '../utils/hold-time';
import { updateCheckoutDraft, type CheckoutDraft } from '../utils/checkout-draft';
import { freshPaymentForm, type PaymentFormValues } from '../utils/payment-form';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';

export type CheckoutHostProps = Omit<
  CheckoutFlowProps,
  'forms' | 'numbers' | 'hold' | 'initialStep' | 'lostReceipt'
> & {
  /** The checkout open now (its id keys one purchase), or null between checkouts. */
  checkout: { id: string; numbers: number[]; hold: HoldTime; step: 'buyer' | 'payment' } | null;
  /** What the buyer had typed before the page was reloaded (utils/checkout-draft.ts). */
  draft: CheckoutDraft | null;
};

/**
 * The checkout's forms and its flow, a chunk of its own (forms, their checks and
 * the dialogs are not needed to pick numbers, so the raffle page's first load
 * skips them). Mounted by the picker at the first 'Proceder al pago' and kept
 * mounted after, so what the buyer typed survives closing and reopening it; and
 * kept on the device as it is typed, so it survives a reload too.
 */
export function CheckoutHost({ checkout, draft, onDone, ...flow }: CheckoutHostProps) {
  const session = useSession();
  const timeZone = useBusinessTimeZone();
  const raffleId = flow.raffle.id;
  const typed = draft && Object.values(draft.buyer).some((value) => value !== '');
  // Held here and submitted by the steps (their handleSubmit): no onSubmit of their own.
  const buyer = useSchemaForm<BuyerData>({
    schema: BuyerDataSchema,
    clearOnEdit: true,
    defaultValues:
      typed && draft
        ? draft.buyer
        : {
            customer_name: session?.name ?? '',
            customer_email: session?.email ?? '',
            customer_phone: '',
            customer_id: '',
          },
  });
  // Checked by hand in the payment step (payment-dialog.tsx): what is required depends on the method.
  const payment = useSchemaForm<PaymentFormValues>({
    clearOnEdit: true,
    defaultValues: {
      ...freshPaymentForm(timeZone),
      ...draft?.payment,
      payment_date: draft?.payment.payment_date || freshPaymentForm(timeZone).payment_date,
    },
  });
  // A file cannot be kept on the device: its name is, to say so where it was.
  const [lostReceipt, setLostReceipt] = useState(draft?.receipt_name ?? null);

  // The forms are new objects each render; their subscribe is stable.
  const { subscribe: subscribeBuyer } = buyer;
  const { subscribe: subscribePayment } = payment;
  useEffect(
    () =>
      subscribeBuyer({
        formState: { values: true },
        callback: ({ values }) => updateCheckoutDraft(raffleId, { buyer: { ...values } }),
      }),
    [subscribeBuyer, raffleId],
  );
  useEffect(
    () =>
      subscribePayment({
        formState: { values: true },
        callback: ({ values }) => {
          const { receipt, payment_method_id, reference_number, payment_date, custom } = values;
          if (receipt) setLostReceipt(null);
          updateCheckoutDraft(raffleId, {
            payment: { payment_method_id, reference_number, payment_date, custom: { ...custom } },
            ...(receipt ? { receipt_name: receipt.name } : {}),
          });
        },
      }),
    [subscribePayment, raffleId],
  );

  if (!checkout) return null;
  return (
    <CheckoutFlow
      key={checkout.id}
      {...flow}
      numbers={checkout.numbers}
      hold={checkout.hold}
      initialStep={checkout.step}
      lostReceipt={lostReceipt}
      forms={{ buyer, payment }}
      onDone={() => {
        // A finished purchase starts the next one with an empty payment form.
        payment.reset(freshPaymentForm(timeZone));
        onDone();
      }}
    />
  );
}
