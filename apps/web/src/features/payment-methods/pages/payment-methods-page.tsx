import { useState } from 'react';
import { CreditCard, Plus } from 'lucide-react';
import { messages, type PaymentMethod } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAllPaymentMethods } from '../api/get-payment-methods';
import { DeletePaymentMethodDialog } from '../components/delete-payment-method-dialog';
import { PaymentMethodCard } from '../components/payment-method-card';
import { PaymentMethodFormDialog } from '../components/payment-method-form-dialog';

const m = messages.paymentMethods;

/** /admin/settings: the payment methods (docs/product.md Settings). */
export function PaymentMethodsPage() {
  useDocumentTitle('Métodos de pago');
  const methods = useAllPaymentMethods();
  // undefined: closed; null: a new method; a method: editing it.
  const [editing, setEditing] = useState<PaymentMethod | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Nuevo método de pago
    </Button>
  );

  let content;
  if (methods.isPending) content = <PageSpinner />;
  else if (methods.isError)
    content = (
      <Alert
        action={
          <Button size="sm" variant="outline" onClick={() => void methods.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessage(methods.error, messages.common.internalError)}
      </Alert>
    );
  else if (methods.data.length === 0)
    content = (
      <EmptyState
        icon={<CreditCard className="h-10 w-10" />}
        title={m.empty}
        description="Los compradores no podrán pagar hasta que agregues al menos un método activo."
      />
    );
  else
    content = (
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label="Métodos de pago">
        {methods.data.map((method) => (
          <PaymentMethodCard
            key={method.id}
            method={method}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );

  function done(message: string) {
    setEditing(undefined);
    setDeleting(null);
    setNotice(message);
  }

  return (
    <section>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Métodos de pago
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Cómo pagan los compradores. Solo los métodos activos se ofrecen al comprar.
          </p>
        </div>
        <div className="self-start sm:self-auto">{addButton}</div>
      </div>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {content}
      {editing !== undefined && (
        <PaymentMethodFormDialog
          method={editing}
          onClose={() => setEditing(undefined)}
          onSaved={done}
        />
      )}
      {deleting && (
        <DeletePaymentMethodDialog
          method={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={done}
        />
      )}
    </section>
  );
}
