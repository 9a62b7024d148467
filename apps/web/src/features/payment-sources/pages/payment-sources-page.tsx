import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMovements } from '../api/movements';
import { useSources } from '../api/sources';
import { MovementList } from '../components/movement-list';
import { SourceForm } from '../components/source-form';
import { SourceList } from '../components/source-list';

const m = messages.paymentSources;

/**
 * /admin/conciliar/fuentes: the mailboxes where the banks' notices arrive and
 * the movements read from them (issue 41, docs/bank-statements.md).
 */
export function PaymentSourcesPage() {
  useDocumentTitle(m.title);
  const sources = useSources();
  const movements = useMovements();
  const [adding, setAdding] = useState(false);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <p className="text-sm text-slate-600">
          <Link to="/admin/conciliar" className="font-semibold text-brand-700 hover:underline">
            {messages.reconciliations.title}
          </Link>{' '}
          › {m.title}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.intro}</p>
      </div>
      <Card>
        <CardHeader title={m.title} />
        <CardBody className="space-y-4">
          {sources.isPending && <PageSpinner />}
          {sources.isError && <Alert>{errorMessage(sources.error)}</Alert>}
          {sources.data && <SourceList sources={sources.data.sources} />}
          {adding ? (
            <SourceForm onSaved={() => setAdding(false)} />
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)}>
              {m.newSource}
            </Button>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={m.movementsTitle} />
        <CardBody>
          {movements.isPending && <PageSpinner />}
          {movements.isError && <Alert>{errorMessage(movements.error)}</Alert>}
          {movements.data && <MovementList movements={movements.data.movements} />}
        </CardBody>
      </Card>
    </section>
  );
}
