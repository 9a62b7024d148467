import {
  formatCurrencyAmount,
  messages,
  type ReconciledPayment,
  type StatementLine,
} from '@rifas/shared';
import { paymentAmount } from '@/components/validate-matches-dialog';

const m = messages.reconciliations;

/** 'YYYY-MM-DD' as the operator reads it: '24/11/2026'. */
export const dayLabel = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Statements are in bolívares (docs/bank-statements.md). */
export const lineAmount = (line: StatementLine) =>
  formatCurrencyAmount(line.amount_cents / 100, { simbolo: 'Bs', codigo: 'VES' });

/** A pending payment: who, how, the reference she typed and what she owes. */
export function PaymentSummary({ payment }: { payment: ReconciledPayment }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-slate-900">
        Pago #{payment.id} · {payment.customer_name}
      </p>
      <p className="text-sm text-slate-600">
        {payment.payment_method_name} · Ref. {payment.reference_number ?? '—'} ·{' '}
        {dayLabel(payment.date)}
      </p>
      <p className="text-sm font-semibold text-slate-900">
        {m.expected}: {paymentAmount(payment)}
      </p>
    </div>
  );
}

/** A credit of the statement: its line, day, the bank's full reference and the amount. */
export function LineSummary({ line }: { line: StatementLine }) {
  return (
    <div className="min-w-0">
      <p className="text-sm text-slate-600">
        {m.bank} · {m.line.replace('{line}', String(line.line))} · {dayLabel(line.date)}
      </p>
      <p className="text-sm break-words text-slate-700">
        <span className="break-all">Ref. {line.reference}</span>
        {line.description && ` · ${line.description}`}
      </p>
      <p className="text-sm font-semibold text-slate-900">{lineAmount(line)}</p>
    </div>
  );
}
