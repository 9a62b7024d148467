import { useId, type ReactNode } from 'react';
import { messages, type ReconciliationGroupName, type ReconciliationGroups } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { MismatchActions, ViewPaymentLink } from './mismatch-actions';
import { LineSummary, PaymentSummary } from './statement-pairs';

const m = messages.reconciliations;
const ORDER: ReconciliationGroupName[] = [
  'match',
  'amount_mismatch',
  'validated_mismatch',
  'reference_used',
  'unclaimed_credits',
  'unmatched_payments',
];
const TONES = {
  match: 'success',
  amount_mismatch: 'warning',
  validated_mismatch: 'danger',
  reference_used: 'danger',
  unclaimed_credits: 'neutral',
  unmatched_payments: 'neutral',
} as const;

function Group({
  name,
  count,
  total,
  children,
}: {
  name: ReconciliationGroupName;
  /** What is still to do: the rows not yet validated or rejected here. */
  count: number;
  total: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold text-slate-900">
          {m.groups[name]}
        </h2>
        <Badge tone={count === 0 ? 'neutral' : TONES[name]}>{count}</Badge>
      </div>
      <p className="text-sm text-slate-600">{m.groupHints[name]}</p>
      {total === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{m.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  );
}

/** What this screen already did to a payment: it leaves the group's count, with its mark. */
export type Settled = { validated: ReadonlySet<number>; rejected: ReadonlySet<number> };

function SettledMark({ id, settled }: { id: number; settled: Settled }) {
  if (settled.validated.has(id)) return <Badge tone="success">{m.validatedMark}</Badge>;
  if (settled.rejected.has(id)) return <Badge tone="danger">{m.rejectedMark}</Badge>;
  return null;
}

type GroupsViewProps = {
  groups: ReconciliationGroups;
  settled: Settled;
  onRejected: (paymentId: number) => void;
};

/** The six groups of 'Conciliar', each with what the operator compares side by side. */
export function ReconciliationGroupsView({ groups, settled, onRejected }: GroupsViewProps) {
  const isSettled = (id: number) => settled.validated.has(id) || settled.rejected.has(id);
  const pairs = (name: 'match' | 'amount_mismatch' | 'validated_mismatch' | 'reference_used') =>
    groups[name].map((pair) => {
      const done = isSettled(pair.payment.id);
      return (
        <li
          key={`${pair.payment.id}-${pair.line.line}`}
          className="grid gap-2 py-2 sm:grid-cols-2"
          data-settled={done || undefined}
        >
          <div className="min-w-0 space-y-1">
            <SettledMark id={pair.payment.id} settled={settled} />
            <PaymentSummary payment={pair.payment} />
          </div>
          <LineSummary line={pair.line} />
          {name === 'amount_mismatch' && !done && (
            <MismatchActions pair={pair} onRejected={() => onRejected(pair.payment.id)} />
          )}
          {(name === 'validated_mismatch' || (name === 'amount_mismatch' && done)) && (
            <div className="sm:col-span-2">
              <ViewPaymentLink id={pair.payment.id} />
            </div>
          )}
        </li>
      );
    });
  const pendingCount = (name: ReconciliationGroupName) =>
    name === 'unclaimed_credits'
      ? groups.unclaimed_credits.length
      : name === 'unmatched_payments'
        ? groups.unmatched_payments.filter((p) => !isSettled(p.id)).length
        : groups[name].filter((pair) => !isSettled(pair.payment.id)).length;

  return (
    <div className="grid gap-4">
      {ORDER.map((name) => (
        <Group key={name} name={name} count={pendingCount(name)} total={groups[name].length}>
          {name === 'unclaimed_credits'
            ? groups.unclaimed_credits.map((line) => (
                <li key={line.line} className="py-2">
                  <LineSummary line={line} />
                </li>
              ))
            : name === 'unmatched_payments'
              ? groups.unmatched_payments.map((payment) => (
                  <li key={payment.id} className="py-2">
                    <PaymentSummary payment={payment} />
                  </li>
                ))
              : pairs(name)}
        </Group>
      ))}
    </div>
  );
}
