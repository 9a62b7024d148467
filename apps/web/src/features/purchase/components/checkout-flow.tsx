import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  BuyerDataSchema,
  type BuyerData,
  type PaymentMethod,
  type PurchaseResult,
} from '@rifas/shared';
import type { ChallengeSource } from '../api/hold-numbers';
import { usePurchase } from '../api/purchase';
import { BuyerDataDialog } from './buyer-data-dialog';
import { randomId } from '../utils/ids';
import { PaymentDialog } from './payment-dialog';
import { toPurchasePayment, type PaymentFormValues } from '../utils/payment-form';
import { purchaseProblem, type PurchaseProblem } from '../utils/purchase-problem';
import { SuccessDialog } from './success-dialog';
import type { ReholdProps } from './hold-countdown';
import type { HoldTime } from '../utils/hold-time';
import {
  clearCheckoutDraft,
  loadCheckoutDraft,
  updateCheckoutDraft,
} from '../utils/checkout-draft';
import { rememberedSellerCode } from '@/lib/seller-referral';
import { orderPrice, type PricedRaffle } from '../utils/order-price';
import { CouponField, type AppliedCoupon } from './coupon-field';
import { LeavePaymentDialog } from './leave-payment-dialog';
import { PaymentOrder } from './payment-order';

export type CheckoutForms = {
  buyer: UseFormReturn<BuyerData>;
  payment: UseFormReturn<PaymentFormValues>;
};

export type CheckoutFlowProps = {
  raffle: { id: number } & PricedRaffle;
  /** The held numbers, in order. */
  numbers: number[];
  /** When the hold lapses (the numbers may still be bought after, if nobody took them). */
  hold: HoldTime;
  /** Holds the same numbers again after the hold ran out (see PaymentDialog). */
  rehold: ReholdProps;
  holderId: string;
  /** The guest challenge's solved payloads (the picker started solving when it opened). */
  challenge: ChallengeSource;
  /** Owned by the picker, so nothing typed is lost when the flow closes and opens again. */
  forms: CheckoutForms;
  /** 'payment' when a reload brought the buyer back there with their data. */
  initialStep: 'buyer' | 'payment';
  /** The name of a receipt chosen before a reload, which could not be kept. */
  lostReceipt: string | null;
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
 * The purchase flow after the hold (docs/product.md): buyer data → payment → success.
 * Mounted once per checkout, so each checkout has its own Idempotency-Key: a
 * retry after a lost answer replays the first purchase instead of buying twice.
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { raffle, numbers, hold, rehold, holderId, forms, label } = props;
  const { onCancel, onReselect, onDone } = props;
  // Back at the payment after a reload: the buyer data kept on the device, if still whole.
  const [buyer, setBuyer] = useState<BuyerData | null>(() =>
    props.initialStep === 'payment'
      ? (BuyerDataSchema.safeParse(forms.buyer.getValues()).data ?? null)
      : null,
  );
  const [step, setStepState] = useState<Step>(buyer ? 'payment' : 'buyer');
  const [idempotencyKey] = useState(randomId);
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const purchase = usePurchase(props.challenge);
  // The receipt's upload progress (0 to 1) while a purchase with a receipt goes up.
  const [uploaded, setUploaded] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const problem = purchase.isError ? purchaseProblem(purchase.error, label) : null;
  // The seller's code rides with the checkout's draft, so a reload keeps it (issue 29).
  const [sellerCode] = useState(() => {
    const code = loadCheckoutDraft(raffle.id)?.seller_code ?? rememberedSellerCode();
    updateCheckoutDraft(raffle.id, { seller_code: code });
    return code;
  });
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // The payment sheet's ×: asked first, it gives the held numbers back (issue 42).
  const [leaving, setLeaving] = useState(false);
  // A code typed before a reload comes back in the field, to apply again (its price may have changed).
  const [typedCoupon] = useState(() => loadCheckoutDraft(raffle.id)?.coupon_code ?? '');
  const listTotal = orderPrice(raffle, numbers.length).total;
  // The coupon was priced for this count; a changed count asks again.
  const applied = coupon?.count === numbers.length ? coupon : null;
  const total = applied ? applied.total : listTotal;

  function setStep(next: Step) {
    setStepState(next);
    if (next !== 'success') updateCheckoutDraft(raffle.id, { step: next });
  }
  function handlePay(values: PaymentFormValues, method: PaymentMethod) {
    if (!buyer) return;
    const controller = new AbortController();
    upload.current = controller;
    if (values.receipt) setUploaded(0);
    const order = toPurchasePayment({ buyer, method, values, holderId });
    // Kept before it goes: if the answer is lost, a reload asks by it (ADR 070).
    updateCheckoutDraft(raffle.id, { purchase_key: idempotencyKey });
    purchase.mutate(
      {
        raffleId: raffle.id,
        numbers,
        ...order,
        payment: {
          ...order.payment,
          ...(applied && { coupon_code: applied.code }),
          ...(sellerCode && { seller_code: sellerCode }),
        },
        idempotencyKey,
        signal: controller.signal,
        ...(values.receipt ? { onProgress: setUploaded } : {}),
      },
      {
        onSettled: () => setUploaded(null),
        // Cancelled by the buyer: nothing to report, everything typed is still there.
        onError: () => {
          if (controller.signal.aborted) purchase.reset();
        },
        onSuccess: (answer) => {
          // Bought: nothing of this checkout stays on the device.
          clearCheckoutDraft(raffle.id);
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
      <>
        <PaymentDialog
          form={forms.payment}
          count={numbers.length}
          hold={hold}
          rehold={rehold}
          total={total}
          order={
            <PaymentOrder
              raffle={raffle}
              numbers={numbers}
              coupon={applied}
              total={total}
              label={label}
            />
          }
          coupon={
            <CouponField
              raffleId={raffle.id}
              count={numbers.length}
              applied={applied}
              initialCode={typedCoupon}
              onApply={(next) => {
                setCoupon(next);
                updateCheckoutDraft(raffle.id, { coupon_code: next?.code ?? null });
              }}
            />
          }
          submitting={purchase.isPending}
          problem={problem}
          lostReceipt={props.lostReceipt}
          upload={{ fraction: uploaded, onCancel: () => upload.current?.abort() }}
          onSubmit={handlePay}
          onBack={() => {
            purchase.reset();
            setStep('buyer');
          }}
          onClose={() => setLeaving(true)}
          onReselect={onReselect}
        />
        {leaving && (
          <LeavePaymentDialog
            numbers={label(numbers)}
            count={numbers.length}
            onStay={() => setLeaving(false)}
            onLeave={() => {
              setLeaving(false);
              onCancel();
            }}
          />
        )}
      </>
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
