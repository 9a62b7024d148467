import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { RotateCcw } from 'lucide-react';
import { messages, type PaymentMethod } from '@rifas/shared';
import { ConvertedPrices } from '@/components/converted-prices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';
import { formatUsd } from '@/lib/format';
import { useBusinessTimeZone } from '@/lib/public-config';
import { usePaymentMethods } from '../api/get-payment-methods';
import { FormField } from '@/components/ui/form-field';
import { useNow } from './countdown';
import { HoldCountdown, type ReholdProps } from './hold-countdown';
import { holdClock, type HoldTime } from '../utils/hold-time';
import { PaymentMethodDetails } from './payment-method-details';
import { MethodChoice } from './method-choice';
import { prepareReceipt } from '../utils/receipt-image';
import { paymentErrors, todayInputValue, type PaymentFormValues } from '../utils/payment-form';
import type { PurchaseProblem } from '../utils/purchase-problem';
import { ReceiptField } from './receipt-field';
import { UploadProgress } from './upload-progress';
import { Form } from '@/components/ui/form';

type PaymentDialogProps = {
  form: UseFormReturn<PaymentFormValues>;
  count: number;
  total: number;
  /** The coupon's field and its discount (issue 29), under the converted prices. */
  coupon?: ReactNode;
  /** What is being paid for: the numbers, packs and coupon (PaymentOrder), at the top. */
  order?: ReactNode;
  hold: HoldTime;
  /** The hold's live state and re-hold (see HoldCountdown). */
  rehold: ReholdProps;
  submitting: boolean;
  problem: PurchaseProblem | null;
  /** The name of a receipt chosen before a reload, which could not be kept. */
  lostReceipt: string | null;
  /** The receipt's upload while it goes up (0 to 1), or null; 'Cancelar' stops it. */
  upload: { fraction: number | null; onCancel: () => void };
  onSubmit: (values: PaymentFormValues, method: PaymentMethod) => void;
  onBack: () => void;
  /** The ×, Esc, a tap outside or the browser's Back: asks before the hold is given back. */
  onClose: () => void;
  onReselect: (problem: PurchaseProblem) => void;
};

/**
 * The second purchase step (docs/product.md, §5): the active methods with their
 * instructions and account data, then reference, date, custom fields and the
 * receipt as the chosen method requires. Errors clear when their field is
 * edited; a failed purchase keeps everything typed.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const { form, count, total, hold, rehold, submitting, problem } = props;
  const { onSubmit, onBack, onClose, onReselect } = props;
  const now = useNow();
  const timeZone = useBusinessTimeZone();
  // A hold run out or partly gone is held again first (the countdown offers it), unless
  // the server refused that: then the purchase goes without a hold (ADR 049).
  const holdBroken =
    (holdClock(hold.deadline, now).expired && !rehold.exhausted) ||
    (rehold.released !== null && !submitting);
  const methods = usePaymentMethods();
  const rates = useExchangeRates();
  const { register, setValue, setError, clearErrors, watch, handleSubmit, formState } = form;
  const errors = formState.errors;
  const methodId = watch('payment_method_id');
  const receipt = watch('receipt');
  const method = methods.data?.find((m) => String(m.id) === methodId) ?? null;
  // A chosen photo being shrunk: 'Confirmar pago' waits for it, and says so.
  const [preparing, setPreparing] = useState(false);

  // Checked by hand, not by a resolver: what is required (reference, date, receipt,
  // custom fields) depends on the chosen method's data, which no fixed schema knows.
  const submit = handleSubmit((values) => {
    const found = paymentErrors(methods.data, values);
    if (found.length > 0 || !method) {
      // The Form brings the first of them into view and focuses it.
      for (const { path, message } of found) setError(path, { message }, { shouldFocus: false });
      return;
    }
    onSubmit(values, method);
  });

  // In dollars and in the method's own currency, as the buyer paid it.
  const amountText = (usd: number) => {
    const own = convertedPrices(usd, rates.data).find((p) => p.codigo === method?.moneda_codigo);
    return own && own.amount !== 'N/A' ? `${formatUsd(usd)} (${own.formatted})` : formatUsd(usd);
  };

  // Editing a field clears its error (the host's form is built with clearOnEdit,
  // docs/domain.md); choosing a method clears them all.

  return (
    <Dialog
      open
      onClose={onClose}
      askOnBack={onClose}
      dismissible={!submitting}
      title="Pago"
      description={`${count} ${count === 1 ? 'número' : 'números'} · Total ${formatUsd(total)}`}
      footer={
        props.upload.fraction !== null ? (
          <UploadProgress fraction={props.upload.fraction} onCancel={props.upload.onCancel} />
        ) : (
          <>
            <Button variant="outline" onClick={onBack} disabled={submitting}>
              Atrás
            </Button>
            <Button
              type="submit"
              form="payment-form"
              busy={submitting || preparing}
              busyText={submitting ? 'Procesando pago...' : messages.purchase.receiptPreparing}
              disabled={!methods.data || holdBroken}
            >
              Confirmar pago
            </Button>
          </>
        )
      }
    >
      <Form id="payment-form" noValidate onSubmit={submit} className="space-y-5">
        <HoldCountdown
          hold={hold}
          now={now}
          {...rehold}
          released={submitting ? null : rehold.released}
          totalChange={
            rehold.before === null || rehold.before === count
              ? null
              : {
                  from: amountText((total / count) * rehold.before),
                  to: amountText(total),
                }
          }
        />
        {props.order}
        <ConvertedPrices
          usd={total}
          variant="list"
          highlight={method?.moneda_codigo}
          className="rounded-lg bg-slate-50 px-3 py-2"
        />
        {props.coupon}

        {methods.isPending ? (
          <div className="flex justify-center py-6 text-brand-600">
            <Spinner className="h-7 w-7" label="Cargando métodos de pago..." />
          </div>
        ) : methods.isError ? (
          <Alert
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => void methods.refetch()}
                busy={methods.isFetching}
              >
                Reintentar
              </Button>
            }
          >
            {messages.purchase.methodsLoadFailed}
          </Alert>
        ) : methods.data.length === 0 ? (
          <Alert tone="info">{messages.paymentMethods.empty}</Alert>
        ) : (
          <MethodChoice
            methods={methods.data}
            error={errors.payment_method_id?.message}
            registration={register('payment_method_id', { onChange: () => clearErrors() })}
          />
        )}

        {method && (
          <>
            <PaymentMethodDetails method={method} total={total} />
            {method.requires_reference && (
              <FormField
                label="Número de referencia"
                required
                error={errors.reference_number?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="off"
                    {...register('reference_number')}
                  />
                )}
              </FormField>
            )}
            {method.requires_date && (
              <FormField label="Fecha de pago" required error={errors.payment_date?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    max={todayInputValue(timeZone)}
                    {...register('payment_date')}
                  />
                )}
              </FormField>
            )}
            {method.custom_fields.map((custom) => {
              const name = `custom.${custom.name}` as const;
              const registration = register(name);
              return (
                <FormField
                  key={custom.name}
                  label={custom.label}
                  required={custom.required}
                  error={errors.custom?.[custom.name]?.message}
                >
                  {(control) =>
                    custom.type === 'textarea' ? (
                      <Textarea
                        {...control}
                        rows={3}
                        placeholder={custom.placeholder}
                        {...registration}
                      />
                    ) : (
                      <Input
                        {...control}
                        type={custom.type}
                        placeholder={custom.placeholder}
                        {...registration}
                      />
                    )
                  }
                </FormField>
              );
            })}
            {method.capture_mode !== 'none' && (
              <ReceiptField
                file={receipt}
                lost={props.lostReceipt}
                required={method.requires_capture}
                error={errors.receipt?.message}
                prepare={prepareReceipt}
                onPreparing={setPreparing}
                onChange={(file) => {
                  setValue('receipt', file);
                  clearErrors('receipt');
                }}
                onReject={(message) => {
                  setValue('receipt', null);
                  if (message) setError('receipt', { message });
                  else clearErrors('receipt');
                }}
              />
            )}
          </>
        )}

        {problem && (
          <Alert
            title={problem.title}
            action={
              problem.reselect && (
                <Button size="sm" variant="outline" onClick={() => onReselect(problem)}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  {messages.purchase.reselect}
                </Button>
              )
            }
          >
            {problem.detail}
          </Alert>
        )}
      </Form>
    </Dialog>
  );
}
