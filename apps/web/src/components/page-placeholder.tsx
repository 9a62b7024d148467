import { Construction } from 'lucide-react';
import { messages } from '@rifas/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from './ui/empty-state';

/** Stands in for a page that is not built yet: its title and 'Esta sección estará disponible pronto.'. */
export function PagePlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <EmptyState
        icon={<Construction className="h-10 w-10" />}
        title={messages.common.pageNotBuilt}
      />
    </section>
  );
}
