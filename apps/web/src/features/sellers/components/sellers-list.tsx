import { Fragment, useState } from 'react';
import { Copy, Send } from 'lucide-react';
import { format, messages, whatsAppLink, type Seller } from '@rifas/shared';
import { ActiveSwitch } from '@/components/active-switch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { formatUsd } from '@/lib/format';

const m = messages.sellers;

type SellersListProps = {
  sellers: readonly Seller[];
  /** The seller whose 'Activo' switch is being saved, if any. */
  switchingId: number | null;
  onToggle: (seller: Seller, isActive: boolean) => void;
};

/** Name, code, 'Inactivo', commission and the seller's page: the same on a row and a card. */
function SellerHead({ seller }: { seller: Seller }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {seller.name} · {seller.code}{' '}
        {!seller.is_active && <Badge tone="neutral">{m.inactive}</Badge>}
      </p>
      <p className="text-xs text-slate-500">
        {seller.commission_percent} % ·{' '}
        <a className="text-brand-700 underline" href={seller.report_url}>
          {m.openReport}
        </a>
      </p>
      <ReportLinks seller={seller} />
    </>
  );
}

/** The seller's page goes to her: its link copied, or sent to her WhatsApp with a greeting. */
function ReportLinks({ seller }: { seller: Seller }) {
  const [copied, setCopied] = useState(false);
  const text = format(m.reportMessage, { name: seller.name, url: seller.report_url });
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={format(m.copyReportFor, { name: seller.name })}
        onClick={() => {
          void navigator.clipboard?.writeText(seller.report_url).then(() => setCopied(true));
        }}
      >
        <Copy className="h-4 w-4" aria-hidden="true" />
        {copied ? m.reportLinkCopied : m.copyReportLink}
      </Button>
      <a
        href={whatsAppLink(seller.phone, text)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={format(m.sendReportFor, { name: seller.name })}
        className="inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {m.sendReport}
      </a>
    </div>
  );
}

/**
 * Each seller's validated sales and commission, in all and per raffle: a table from md up,
 * a card each on a phone (no sideways scroll).
 */
export function SellersList({ sellers, switchingId, onToggle }: SellersListProps) {
  const toggle = (seller: Seller) => (
    <ActiveSwitch
      code={seller.code}
      isActive={seller.is_active}
      busy={switchingId === seller.id}
      onToggle={(isActive) => onToggle(seller, isActive)}
    />
  );
  return (
    <>
      <div className="hidden md:block">
        <Table caption={m.title}>
          <THead>
            <TR>
              <TH>Vendedor</TH>
              <TH>Rifa</TH>
              <TH>{m.validatedCount}</TH>
              <TH>{m.validatedNumbers}</TH>
              <TH>{m.validatedAmount}</TH>
              <TH>{m.commission}</TH>
            </TR>
          </THead>
          <TBody>
            {sellers.map((seller) => (
              <Fragment key={seller.id}>
                <TR>
                  <TD>
                    <SellerHead seller={seller} />
                    {toggle(seller)}
                  </TD>
                  <TD className="font-semibold">Total</TD>
                  <TD className="tabular-nums">{seller.totals.validated_count}</TD>
                  <TD className="tabular-nums">{seller.totals.validated_numbers}</TD>
                  <TD className="tabular-nums">{formatUsd(seller.totals.validated_amount)}</TD>
                  <TD className="font-semibold tabular-nums">
                    {formatUsd(seller.totals.commission)}
                  </TD>
                </TR>
                {seller.raffles.map((raffle) => (
                  <TR key={`${seller.id}-${raffle.raffle_id}`}>
                    <TD />
                    <TD>{raffle.raffle_title}</TD>
                    <TD className="tabular-nums">{raffle.validated_count}</TD>
                    <TD className="tabular-nums">{raffle.validated_numbers}</TD>
                    <TD className="tabular-nums">{formatUsd(raffle.validated_amount)}</TD>
                    <TD className="tabular-nums">{formatUsd(raffle.commission)}</TD>
                  </TR>
                ))}
              </Fragment>
            ))}
          </TBody>
        </Table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label={m.title}>
        {sellers.map((seller) => (
          <li
            key={seller.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <SellerHead seller={seller} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{m.validatedCount}</dt>
              <dd className="tabular-nums">{seller.totals.validated_count}</dd>
              <dt className="text-slate-500">{m.validatedNumbers}</dt>
              <dd className="tabular-nums">{seller.totals.validated_numbers}</dd>
              <dt className="text-slate-500">{m.validatedAmount}</dt>
              <dd className="tabular-nums">{formatUsd(seller.totals.validated_amount)}</dd>
              <dt className="text-slate-500">{m.commission}</dt>
              <dd className="font-semibold tabular-nums">{formatUsd(seller.totals.commission)}</dd>
            </dl>
            {seller.raffles.length > 0 && (
              <ul className="mt-3 space-y-1 border-t border-slate-100 pt-2 text-sm">
                {seller.raffles.map((raffle) => (
                  <li key={raffle.raffle_id} className="flex justify-between gap-3">
                    <span className="min-w-0 text-slate-700">{raffle.raffle_title}</span>
                    <span className="shrink-0 text-right text-slate-600 tabular-nums">
                      {formatUsd(raffle.validated_amount)} · {m.commission}{' '}
                      {formatUsd(raffle.commission)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-2 border-t border-slate-100 pt-1">{toggle(seller)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
