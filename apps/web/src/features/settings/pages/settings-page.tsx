import { Link } from 'react-router';
import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSettings } from '@/lib/shop-settings';
import { SettingsForm } from '../components/settings-form';

/** /admin/tienda: the shop's name, logo, contact, social links, terms and limits. */
export function SettingsPage() {
  useDocumentTitle('Tienda');
  const settings = useSettings();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tienda</h1>
        <p className="mt-1 text-sm text-slate-600">
          Cómo se presenta la tienda en todas sus páginas. Los cambios se aplican al guardar.
        </p>
        <p className="mt-2 text-sm">
          <Link to="/admin/tienda/avisos" className="font-semibold text-brand-700 hover:underline">
            {messages.notifications.settingsLink}
          </Link>
        </p>
      </div>
      {settings.isPending && <PageSpinner />}
      {settings.isError && (
        <Alert>{errorMessage(settings.error, messages.settings.loadFailed)}</Alert>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </section>
  );
}
