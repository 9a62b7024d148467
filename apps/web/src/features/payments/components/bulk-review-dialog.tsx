import { useId } from 'react';
import {
  BULK_PAYMENTS_MAX,
  format,
  messages,
  PaymentReasonInputSchema,
  plural,
  type BulkPaymentsResult,
  type Payment,
} from '@rifas/shared';
import { Alert, FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReviewPayments } from '../api/review-payments';
import { formatPaymentAmount, processedText } from '../utils/payment-format';
import { ReasonField } from './reason-field';
import type { ReviewNotice } from './review-notice';

const m = messages.payments;

export type BulkAction = 'validate' | 'reject';

/** The sum in dollars, rounded to cents (amounts are dollars with two decimals). */
export function totalOf(payments: readonly Payment[]): number {
  return Math.round(payments.reduce((sum, payment) => sum + payment.amount * 100, 0)) / 100;
}

/** How many succeeded, and each failure with the buyer's name and the server's reason. */
function noticeOf(result: BulkPaymentsResult, payments: readonly Payment[]): ReviewNotice {
  const done = result.done.length;
  const failed = result.failed.length;
  const names = new Map(payments.map((payment) => [payment.id, payment.customer_name]));
  return {
    text: processedText(done, failed),
    failures: result.failed.map(({ id, error }) =>
      format(m.bulk.failedItem, { id, name: names.get(id) ?? '', error }),
    ),
  };
}

const texts = {
  validate: {
    title: m.bulk.validateTitle,
    summary: m.bulk.validateSummary,
    one: m.bulk.validateOne,
    many: m.bulk.validateMany,
    list: m.bulk.validateList,
    confirm: m.bulk.confirmValidate,
    busy: m.bulk.validating,
    failed: m.validateFailed,
    variant: 'success',
  },
  reject: {
    title: m.bulk.rejectTitle,
    summary: m.bulk.rejectSummary,
    one: m.bulk.rejectOne,
    many: m.bulk.rejectMany,
    list: m.bulk.rejectList,
    confirm: m.bulk.confirmReject,
    busy: m.bulk.rejecting,
    failed: m.rejectFailed,
    variant: 'danger',
  },
} as const;

type BulkReviewDialogProps = {
  action: BulkAction;
  payments: readonly Payment[];
  onClose: () => void;
  onDone: (notice: ReviewNotice) => void;
};

/**
 * The confirmation of a bulk review: how many, the total, each payment, and for a
 * rejection the one reason every buyer receives (validated like a single rejection's).
 */
export function BulkReviewDialog({ action, payments, onClose, onDone }: BulkReviewDialogProps) {
  const review = useReviewPayments();
  const formId = useId();
  const {
    register,
    submit,
    failure,
    setValue,
    clearErrors,
    formState: { errors },
  } = useSchemaForm<{ reason: string }>({
    // Only a rejection has a reason to check (the same schema as a single rejection's).
    schema: action === 'reject' ? PaymentReasonInputSchema : undefined,
    defaultValues: { reason: '' },
    clearOnEdit: true,
    onSubmit: async ({ reason }) => {
      const ids = payments.map((payment) => payment.id);
      const result = await review.mutateAsync({
        action,
        ids,
        ...(action === 'reject' ? { reason } : {}),
      });
      onDone(noticeOf(result, payments));
    },
  });
  const t = texts[action];
  const tooMany = payments.length > BULK_PAYMENTS_MAX;
  // The total in bold inside the sentence: the template is split around it.
  const [beforeTotal, afterTotal] = format(t.summary, {
    payments: plural(payments.length, t.one, t.many),
  }).split('{total}');

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!review.isPending}
      title={t.title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            {m.bulk.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={t.variant}
            disabled={tooMany}
            busy={review.isPending}
            busyText={t.busy}
            // Validating has nothing to type: the confirmation takes the focus.
            data-autofocus={action === 'validate' || undefined}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate className="space-y-3 text-sm">
        {failure !== null && <FailureAlert title={t.failed} error={failure} />}
        {tooMany && <Alert title={format(m.bulkTooMany, { max: BULK_PAYMENTS_MAX })} />}
        <p className="text-slate-700">
          {beforeTotal}
          <strong className="text-slate-900">{formatPaymentAmount(totalOf(payments))}</strong>
          {afterTotal}
        </p>
        <ul
          className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700"
          aria-label={t.list}
        >
          {payments.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-mono text-slate-500">#{payment.id}</span>{' '}
                {payment.customer_name}
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatPaymentAmount(payment.amount)}
              </span>
            </li>
          ))}
        </ul>
        {action === 'reject' && (
          <ReasonField
            label={m.bulk.reasonLabel}
            registration={register('reason')}
            error={errors.reason?.message}
            onPick={(reason) => {
              setValue('reason', reason);
              clearErrors('reason');
            }}
          />
        )}
      </Form>
    </Dialog>
  );
}
