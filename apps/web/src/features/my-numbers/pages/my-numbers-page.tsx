import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyPurchases } from '../api/get-my-purchases';
import { useLookupNumbers } from '../api/lookup-numbers';
import { LookupForm } from '../components/lookup-form';
import { PurchaseList } from '../components/purchase-list';

const LOOKUP_FAILED = 'No pudimos buscar tus números. Intenta de nuevo.';

function AccountPurchases() {
  const mine = useMyPurchases(true);
  if (mine.isPending) return <PageSpinner />;
  if (mine.isError) return <Alert>{errorMessage(mine.error, LOOKUP_FAILED)}</Alert>;
  if (mine.data.purchases.length === 0) {
    return <p className="text-slate-600">Aún no tienes compras con tu cuenta.</p>;
  }
  return <PurchaseList purchases={mine.data.purchases} />;
}

/** /mis-numeros: a buyer finds their purchases by cédula plus e-mail or phone, or by account. */
export function MyNumbersPage() {
  useDocumentTitle('Mis números');
  const session = useSession();
  const lookup = useLookupNumbers();

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mis números</h1>
        <p className="mt-1 text-slate-600">
          Escribe tu cédula y el email o teléfono con el que compraste para ver tus números y el
          estado de tu pago.
        </p>
      </header>

      {session && (
        <section aria-labelledby="account-purchases" className="space-y-3">
          <h2 id="account-purchases" className="text-lg font-semibold text-slate-900">
            Compras de tu cuenta
          </h2>
          <AccountPurchases />
        </section>
      )}

      <section aria-labelledby="lookup-title" className="space-y-4">
        <h2 id="lookup-title" className="text-lg font-semibold text-slate-900">
          Buscar por cédula
        </h2>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <LookupForm busy={lookup.isPending} onSubmit={(values) => lookup.mutate(values)} />
        </div>
        {lookup.isError && <Alert>{errorMessage(lookup.error, LOOKUP_FAILED)}</Alert>}
        {lookup.isSuccess &&
          (lookup.data.purchases.length === 0 ? (
            <Alert tone="info">{messages.myNumbers.noResults}</Alert>
          ) : (
            <PurchaseList purchases={lookup.data.purchases} />
          ))}
      </section>
    </div>
  );
}
