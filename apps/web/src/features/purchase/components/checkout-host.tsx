import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BuyerDataSchema, type BuyerData } from '@rifas/shared';
import { useSession } from '@/lib/session';
import type { HoldTime } from '../utils/hold-time';
import { emptyPaymentForm, type PaymentFormValues } from '../utils/payment-form';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';

export type CheckoutHostProps = Omit<CheckoutFlowProps, 'forms' | 'numbers' | 'hold'> & {
  /** The checkout open now (its id keys one purchase), or null between checkouts. */
  checkout: { id: string; numbers: number[]; hold: HoldTime } | null;
};

/**
 * The checkout's forms and its flow, a chunk of its own (forms, their checks and
 * the dialogs are not needed to pick numbers, so the raffle page's first load
 * skips them). Mounted by the picker at the first 'Proceder al pago' and kept
 * mounted after, so what the buyer typed survives closing and reopening it.
 */
export function CheckoutHost({ checkout, onDone, ...flow }: CheckoutHostProps) {
  const session = useSession();
  const buyer = useForm<BuyerData>({
    resolver: zodResolver(BuyerDataSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      customer_name: session?.name ?? '',
      customer_email: session?.email ?? '',
      customer_phone: '',
      customer_id: '',
    },
  });
  const payment = useForm<PaymentFormValues>({ defaultValues: emptyPaymentForm });
  if (!checkout) return null;
  return (
    <CheckoutFlow
      key={checkout.id}
      {...flow}
      numbers={checkout.numbers}
      hold={checkout.hold}
      forms={{ buyer, payment }}
      onDone={() => {
        // A finished purchase starts the next one with an empty payment form.
        payment.reset(emptyPaymentForm);
        onDone();
      }}
    />
  );
}
