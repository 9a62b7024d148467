import { useId, type ReactNode } from 'react';
import { MessageCircle, Trophy } from 'lucide-react';
import {
  DEFAULT_CLAIM_TEXT,
  format,
  formatNumber,
  messages,
  whatsAppLink,
  type WinnerData,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useSettings } from '@/lib/shop-settings';
import { useWinner } from '../api/get-winner';

const m = messages.raffles;

type WinnerDialogProps = {
  raffleId: number;
  number: number;
  startNumber: number;
  endNumber: number;
  /** What this number won, for the WhatsApp text ('2do premio: Televisor'); the raffle's product if not given. */
  prize?: string;
  onClose: () => void;
};

/**
 * docs/product.md winner dialog: who bought the winning number under a
 * completed payment, with a WhatsApp link to write to them.
 */
export function WinnerDialog({
  raffleId,
  number,
  startNumber,
  endNumber,
  prize,
  onClose,
}: WinnerDialogProps) {
  const winner = useWinner(raffleId, number);
  const label = formatNumber(number, startNumber, endNumber);

  let body: ReactNode;
  if (winner.isPending) {
    body = <PageSpinner />;
  } else if (winner.isError) {
    body = <Alert>{errorMessage(winner.error, m.winnerLookupFailed)}</Alert>;
  } else {
    body = <WinnerDetails data={winner.data} label={label} prize={prize} />;
  }

  return (
    <Dialog open onClose={onClose} title="Datos del ganador">
      {body}
    </Dialog>
  );
}

function WinnerDetails({
  data,
  label,
  prize,
}: {
  data: WinnerData;
  label: string;
  prize: string | undefined;
}) {
  const { formatDateTime } = useDateFormat();
  const claim = useSettings().data?.claim_text;
  const headingId = useId();
  const { raffle_info: info, winner } = data;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4 rounded-xl bg-gradient-to-r from-amber-50 to-brand-50 p-4 ring-1 ring-amber-200">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-400 text-white">
          <Trophy className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
            Número ganador
          </p>
          <p className="font-mono text-3xl font-bold text-slate-900">{label}</p>
          <p className="truncate text-sm text-slate-700">Premio: {info.product}</p>
        </div>
      </div>

      {winner ? (
        <section aria-labelledby={`${headingId}-winner`}>
          <h3 id={`${headingId}-winner`} className="mb-2 text-sm font-bold text-slate-900">
            Ganador
          </h3>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            <Row term="Nombre">{winner.customer_name}</Row>
            <Row term="Email">
              <a className="text-brand-700 underline" href={`mailto:${winner.customer_email}`}>
                {winner.customer_email}
              </a>
            </Row>
            <Row term="Teléfono">
              <a className="text-brand-700 underline" href={`tel:${winner.customer_phone}`}>
                {winner.customer_phone}
              </a>
              <a
                className="mt-1 flex items-center gap-1 font-semibold text-emerald-700 underline"
                href={whatsAppLink(
                  winner.customer_phone,
                  format(messages.draw.winnerWhatsApp, {
                    name: winner.customer_name,
                    number: label,
                    prize: prize ?? info.product,
                    claim: claim ?? DEFAULT_CLAIM_TEXT,
                  }),
                )}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                Escribir por WhatsApp
              </a>
            </Row>
            <Row term="Fecha de compra">{formatDateTime(winner.purchased_at)}</Row>
            <Row term="Método de pago">{winner.payment_method}</Row>
          </dl>
        </section>
      ) : (
        <Alert tone="info">{m.winnerNotFound}</Alert>
      )}

      <section aria-labelledby={`${headingId}-raffle`}>
        <h3 id={`${headingId}-raffle`} className="mb-2 text-sm font-bold text-slate-900">
          Rifa
        </h3>
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          <Row term="Producto">{info.product}</Row>
          <Row term="Fecha del sorteo">{formatDateTime(info.draw_date)}</Row>
        </dl>
      </section>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
