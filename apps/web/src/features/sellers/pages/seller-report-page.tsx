import { useState } from 'react';
import { useParams } from 'react-router';
import { Copy, Share2 } from 'lucide-react';
import { format, type SellerReport, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { whatsappLink } from '@/lib/whatsapp';
import { useSellerReport } from '../api/get-seller-report';

const m = messages.sellers;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function RaffleLine({ raffle }: { raffle: SellerReport['raffles'][number] }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${raffle.link_path}`;
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="font-bold text-slate-900">{raffle.raffle_title}</h2>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={m.validatedCount} value={String(raffle.validated_count)} />
        <Figure label={m.validatedNumbers} value={String(raffle.validated_numbers)} />
        <Figure label={m.validatedAmount} value={formatUsd(raffle.validated_amount)} />
        <Figure label={m.commission} value={formatUsd(raffle.commission)} />
        <Figure label={m.handOver} value={formatUsd(raffle.hand_over)} />
      </dl>
      {raffle.can_sell && (
        // The floating chat button steps aside rather than cover the seller's own share buttons.
        <div className="grid grid-cols-2 gap-2" data-keep-clear>
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            {copied ? m.linkCopied : m.copyLink}
          </Button>
          <a
            href={whatsappLink(undefined, format(m.shareText, { title: raffle.raffle_title, url }))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
          >
            <Share2 className="h-4 w-4" aria-hidden="true" />
            WhatsApp
          </a>
        </div>
      )}
    </li>
  );
}

/**
 * /vendedor/:token (issue 29): the seller's own page, opened by its secret link
 * (no account): validated sales and commission per raffle, and their link to share.
 */
export function SellerReportPage() {
  const { token = '' } = useParams();
  useDocumentTitle(m.reportTitle);
  const report = useSellerReport(token);
  if (report.isPending) return <PageSpinner />;
  if (report.isError) return <Alert>{errorMessage(report.error)}</Alert>;
  const { totals } = report.data;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.reportTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {report.data.name} · código {report.data.code} · comisión {report.data.commission_percent}{' '}
          %
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Totales">
        <Figure label={m.validatedCount} value={String(totals.validated_count)} />
        <Figure label={m.validatedNumbers} value={String(totals.validated_numbers)} />
        <Figure label={m.validatedAmount} value={formatUsd(totals.validated_amount)} />
        <Figure label={m.commission} value={formatUsd(totals.commission)} />
        <Figure label={m.handOver} value={formatUsd(totals.hand_over)} />
      </dl>
      <p className="text-sm text-slate-600">
        Solo cuentan los pagos validados: un rechazo o un reembolso quita la venta. {m.handOverHint}
      </p>
      <ul className="space-y-4">
        {report.data.raffles.map((raffle) => (
          <RaffleLine key={raffle.raffle_id} raffle={raffle} />
        ))}
      </ul>
    </section>
  );
}
