import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { amountForBankApp, digitsForBankApp, type PaymentMethod } from '@rifas/shared';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';
import { formatUsd } from '@/lib/format';
import { breakAtSpacesOnly } from '../utils/wrap';

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  if (typeof navigator.clipboard?.writeText !== 'function') return null;
  return (
    <button
      type="button"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        )
      }
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-brand-100"
      aria-label={`Copiar ${label}`}
    >
      {copied ? (
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <Copy className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      {copied ? 'Copiado' : 'Copiar'}
    </button>
  );
}

type Row = { label: string; shown: string; copied: string };

/** The method's account data as rows, each copied the way a bank app's field takes it. */
function accountRows(method: PaymentMethod): Row[] {
  const info = method.account_info;
  const rows: (Row | null)[] = [
    info.bank_name || info.bank_code
      ? {
          label: 'Banco',
          shown: [info.bank_code, info.bank_name].filter(Boolean).join(' · '),
          // The code is what a Pago Móvil form asks for; the name alone when there is none.
          copied: info.bank_code ?? info.bank_name ?? '',
        }
      : null,
    info.phone
      ? { label: 'Teléfono', shown: info.phone, copied: digitsForBankApp(info.phone) }
      : null,
    info.document_id
      ? {
          label: 'Cédula o RIF',
          shown: info.document_id,
          copied: digitsForBankApp(info.document_id),
        }
      : null,
    info.account_number
      ? // An account number written with words ('Tel. 0414…') is copied as written.
        {
          label: 'Número de cuenta',
          shown: info.account_number,
          copied: /[a-z]/i.test(info.account_number)
            ? info.account_number
            : digitsForBankApp(info.account_number),
        }
      : null,
    info.account_holder
      ? { label: 'Titular', shown: info.account_holder, copied: info.account_holder }
      : null,
    info.email ? { label: 'Correo', shown: info.email, copied: info.email } : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}

/**
 * What the buyer needs to pay with the chosen method (issue 24, point 5): the
 * amount in the method's currency and each piece of account data, each with its
 * own 'Copiar' giving what the bank app's field takes, then the instructions.
 */
export function PaymentMethodDetails({ method, total }: { method: PaymentMethod; total: number }) {
  const rates = useExchangeRates();
  const own = method.moneda_codigo
    ? convertedPrices(total, rates.data).find((price) => price.codigo === method.moneda_codigo)
    : undefined;
  const amount: Row | null =
    own && typeof own.amount === 'number'
      ? {
          label: 'Monto a pagar',
          shown: own.formatted,
          copied: amountForBankApp(own.amount, own.codigo),
        }
      : method.moneda_codigo
        ? null
        : {
            label: 'Monto a pagar',
            shown: formatUsd(total),
            copied: amountForBankApp(total, 'USD'),
          };
  const rows = [...(amount ? [amount] : []), ...accountRows(method)];

  if (!method.instructions && !method.description && rows.length === 0) return null;
  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4 text-sm">
      {method.description && <p className="text-slate-700">{method.description}</p>}
      {rows.length > 0 && (
        <dl
          aria-label="Datos para pagar"
          className="divide-y divide-brand-100 rounded-lg bg-white ring-1 ring-brand-100"
        >
          {rows.map((row) => (
            <div
              key={row.label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-3 py-2"
            >
              <dt className="text-xs text-slate-500">{row.label}</dt>
              {/* Wraps at spaces only; a piece longer than the line still wraps rather than overflow. */}
              <dd className="col-start-1 font-semibold [overflow-wrap:anywhere] text-slate-900 tabular-nums">
                {breakAtSpacesOnly(row.shown)}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1">
                <CopyButton text={row.copied} label={row.label.toLowerCase()} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {method.instructions && (
        <div>
          <p className="font-semibold text-slate-900">Instrucciones</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{method.instructions}</p>
        </div>
      )}
    </div>
  );
}
