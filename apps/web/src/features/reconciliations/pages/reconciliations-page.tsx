import { useState } from 'react';
import { Link } from 'react-router';
import {
  format,
  messages,
  plural,
  type BulkPaymentsResult,
  type Reconciliation,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useValidateMatches } from '../api/validate-matches';
import { ReconciliationGroupsView } from '../components/reconciliation-groups';
import { StatementUpload } from '../components/statement-upload';
import { ValidateMatchesDialog } from '@/components/validate-matches-dialog';

const m = messages.reconciliations;

function resultText(result: BulkPaymentsResult) {
  const done = plural(result.done.length, m.validatedOne, m.validatedMany);
  const failed = plural(result.failed.length, m.notValidatedOne, m.notValidatedMany);
  return result.failed.length === 0
    ? format(m.validated, { done })
    : format(m.validatedSomeFailed, { done, failed });
}

/** /admin/conciliar: the bank statement against the pending payments (docs/bank-statements.md). */
export function ReconciliationsPage() {
  useDocumentTitle(m.title);
  const [reconciliation, setReconciliation] = useState<Reconciliation | null>(null);
  const [result, setResult] = useState<BulkPaymentsResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What this screen validated or rejected: marked in place, out of the counts.
  const [validated, setValidated] = useState<ReadonlySet<number>>(new Set());
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const validate = useValidateMatches();

  const pendingMatches = (reconciliation?.groups.match ?? [])
    .map(({ payment }) => payment)
    .filter((payment) => !validated.has(payment.id) && !rejected.has(payment.id));

  async function handleValidate(id: number) {
    setConfirming(false);
    try {
      const paymentIds = pendingMatches.map((payment) => payment.id);
      const answer = await validate.mutateAsync({ id, paymentIds });
      setValidated((before) => new Set([...before, ...answer.done]));
      setResult(answer);
    } catch {
      // shown below from validate.error
    }
  }

  const matches = pendingMatches.length;
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.subtitle}</p>
        <Link
          to="/admin/conciliar/fuentes"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {messages.paymentSources.link}
        </Link>
      </header>
      <Card className="p-4 sm:p-6">
        <StatementUpload
          onResult={(next) => {
            setReconciliation(next);
            setResult(null);
            setValidated(new Set());
            setRejected(new Set());
            validate.reset();
          }}
        />
      </Card>
      {reconciliation && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 text-sm break-words text-slate-600">
              {reconciliation.file_name}
              {reconciliation.mapping_name &&
                ` · ${format(m.usedMapping, { name: reconciliation.mapping_name })}`}
            </p>
            {matches > 0 && !validate.progress && (
              <Button onClick={() => setConfirming(true)}>
                {format(m.validateMatches, { count: matches })}
              </Button>
            )}
          </div>
          {validate.progress && (
            <div className="space-y-1.5">
              <p role="status" className="text-sm font-semibold text-slate-800 tabular-nums">
                {format(m.validating, validate.progress)}
              </p>
              <ProgressBar
                fraction={validate.progress.done / validate.progress.total}
                label={m.validatingLabel}
              />
            </div>
          )}
          {result && (
            <Alert tone={result.failed.length === 0 ? 'success' : 'warning'}>
              {resultText(result)}
              {result.failed.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {result.failed.map((failure) => (
                    <li key={failure.id}>
                      Pago #{failure.id}: {failure.error}
                    </li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {validate.isError && (
            <Alert>{errorMessage(validate.error, messages.common.internalError)}</Alert>
          )}
          <ReconciliationGroupsView
            groups={reconciliation.groups}
            settled={{ validated, rejected }}
            onRejected={(id) => setRejected((before) => new Set([...before, id]))}
          />
          {confirming && (
            <ValidateMatchesDialog
              payments={pendingMatches}
              onConfirm={() => void handleValidate(reconciliation.id)}
              onClose={() => setConfirming(false)}
            />
          )}
        </div>
      )}
    </section>
  );
}
