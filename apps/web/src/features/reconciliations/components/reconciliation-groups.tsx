import { useId, type ReactNode } from 'react';
import { messages, type ReconciliationGroupName, type ReconciliationGroups } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LineSummary, PaymentSummary } from './statement-pairs';

const m = messages.reconciliations;
const ORDER: ReconciliationGroupName[] = [
  'match',
  'amount_mismatch',
  'reference_used',
  'unclaimed_credits',
  'unmatched_payments',
];
const TONES = {
  match: 'success',
  amount_mismatch: 'warning',
  reference_used: 'danger',
  unclaimed_credits: 'neutral',
  unmatched_payments: 'neutral',
} as const;

function Group({
  name,
  count,
  children,
}: {
  name: ReconciliationGroupName;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold text-slate-900">
          {m.groups[name]}
        </h2>
        <Badge tone={TONES[name]}>{count}</Badge>
      </div>
      <p className="text-sm text-slate-600">{m.groupHints[name]}</p>
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{m.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  );
}

/** The five groups of 'Conciliar', each with what the operator compares side by side. */
export function ReconciliationGroupsView({ groups }: { groups: ReconciliationGroups }) {
  return (
    <div className="grid gap-4">
      {ORDER.map((name) => (
        <Group key={name} name={name} count={groups[name].length}>
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
              : groups[name].map(({ payment, line }) => (
                  <li key={`${payment.id}-${line.line}`} className="grid gap-2 py-2 sm:grid-cols-2">
                    <PaymentSummary payment={payment} />
                    <LineSummary line={line} />
                  </li>
                ))}
        </Group>
      ))}
    </div>
  );
}
