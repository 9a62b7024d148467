import { useState } from 'react';
import { ExternalLink, ImageOff } from 'lucide-react';
import { messages } from '@rifas/shared';
import { cn } from '@/lib/cn';

/**
 * The proof of payment (docs/product.md): the image, and a link to open it whole, which
 * is also the fallback when the image cannot be shown. `capture` is a signed
 * link that expires, so it is read fresh with the payment.
 */
export function PaymentReceipt({
  capture,
  paymentId,
  compact = false,
}: {
  capture: string | null;
  paymentId: number;
  compact?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!capture) {
    return <p className="text-sm text-slate-500">{messages.payments.captureMissing}</p>;
  }
  return (
    <div className="space-y-2">
      {broken ? (
        <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          <ImageOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          No se pudo mostrar la imagen del comprobante.
        </p>
      ) : (
        <a href={capture} target="_blank" rel="noreferrer" className="block">
          <img
            src={capture}
            alt={`Comprobante del pago #${paymentId}`}
            onError={() => setBroken(true)}
            className={cn(
              'w-auto max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain',
              compact ? 'max-h-40' : 'max-h-72 md:max-h-[28rem]',
            )}
          />
        </a>
      )}
      <a
        href={capture}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        Abrir comprobante en otra pestaña
      </a>
    </div>
  );
}

/** A card's receipt (issue 40): a small picture that opens the whole image, or nothing. */
export function ReceiptThumbnail({
  capture,
  paymentId,
}: {
  capture: string | null;
  paymentId: number;
}) {
  const [broken, setBroken] = useState(false);
  if (!capture) return null;
  return (
    <a
      href={capture}
      target="_blank"
      rel="noreferrer"
      className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      aria-label={`Abrir el comprobante del pago #${paymentId}`}
    >
      {broken ? (
        <ImageOff className="h-5 w-5 text-slate-400" aria-hidden="true" />
      ) : (
        <img
          src={capture}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      )}
    </a>
  );
}
