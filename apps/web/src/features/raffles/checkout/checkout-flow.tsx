import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BuyerData, PaymentMethod, PurchaseResult } from '@rifas/shared';
import { usePurchase } from '../api/purchase';
import { BuyerDataDialog } from './buyer-data-dialog';
import { randomId } from './ids';
import { PaymentDialog } from './payment-dialog';
import type { PaymentFormValues } from './payment-form';
import { purchaseProblem, type PurchaseProblem } from './purchase-problem';
import { SuccessDialog } from './success-dialog';

export type CheckoutForms = {
  buyer: UseFormReturn<BuyerData>;
  payment: UseFormReturn<PaymentFormValues>;
};

type CheckoutFlowProps = {
  raffle: { id: number; price_per_number: number };
  /** The held numbers, in order. */
  numbers: number[];
  /** When the hold lapses (the numbers may still be bought after, if nobody took them). */
  holdExpiresAt: string;
  holderId: string;
  /** Owned by the picker, so nothing typed is lost when the flow closes and opens again. */
  forms: CheckoutForms;
  label: (numbers: number[]) => string;
  /** Closed before buying: the picker gives the holds back. */
  onCancel: () => void;
  /** 'Volver a seleccionar números': drop these numbers, close, reload the numbers. */
  onReselect: (problem: PurchaseProblem) => void;
  /** The success view was closed. */
  onDone: () => void;
};

type Step = 'buyer' | 'payment' | 'success';

/**
 * The purchase flow after the hold (SPEC §2): buyer data → payment → success.
 * Mounted once per checkout, so each checkout has its own Idempotency-Key: a
 * retry after a lost answer replays the first purchase instead of buying twice.
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { raffle, numbers, holdExpiresAt, holderId, forms, label, onCancel, onReselect, onDone } =
    props;
  const [step, setStep] = useState<Step>('buyer');
  const [idempotencyKey] = useState(randomId);
  const [buyer, setBuyer] = useState<BuyerData | null>(null);
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const purchase = usePurchase();
  const problem = purchase.isError ? purchaseProblem(purchase.error, label) : null;

  function handlePay(values: PaymentFormValues, method: PaymentMethod) {
    if (!buyer) return;
    const custom = Object.fromEntries(
      method.custom_fields.map((field) => [field.name, (values.custom[field.name] ?? '').trim()]),
    );
    purchase.mutate(
      {
        raffleId: raffle.id,
        numbers,
        payment: {
          ...buyer,
          payment_method_id: method.id,
          reference_number: method.requires_reference ? values.reference_number.trim() : '',
          payment_date: method.requires_date ? values.payment_date : '',
          holder_id: holderId,
          transaction_data: custom,
        },
        receipt: method.requires_capture ? values.receipt : null,
        idempotencyKey,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep('success');
        },
      },
    );
  }

  if (step === 'success' && result) {
    return <SuccessDialog result={result} label={label} onClose={onDone} />;
  }
  if (step === 'payment' && buyer) {
    return (
      <PaymentDialog
        form={forms.payment}
        count={numbers.length}
        holdExpiresAt={holdExpiresAt}
        total={numbers.length * raffle.price_per_number}
        submitting={purchase.isPending}
        problem={problem}
        onSubmit={handlePay}
        onBack={() => {
          purchase.reset();
          setStep('buyer');
        }}
        onClose={onCancel}
        onReselect={onReselect}
      />
    );
  }
  return (
    <BuyerDataDialog
      form={forms.buyer}
      onSubmit={(data) => {
        setBuyer(data);
        setStep('payment');
      }}
      onClose={onCancel}
    />
  );
}
