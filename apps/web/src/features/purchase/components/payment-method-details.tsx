import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { PaymentMethod } from '@rifas/shared';
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

/** What the buyer needs to pay with the chosen method: instructions and account data. */
export function PaymentMethodDetails({ method }: { method: PaymentMethod }) {
  const account = [
    ['Banco', method.account_info.bank_name],
    ['Número de cuenta', method.account_info.account_number],
    ['Titular', method.account_info.account_holder],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  if (!method.instructions && !method.description && account.length === 0) return null;
  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4 text-sm">
      {method.description && <p className="text-slate-700">{method.description}</p>}
      {method.instructions && (
        <div>
          <p className="font-semibold text-slate-900">Instrucciones</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{method.instructions}</p>
        </div>
      )}
      {account.length > 0 && (
        <dl className="divide-y divide-brand-100 rounded-lg bg-white ring-1 ring-brand-100">
          {account.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-3 py-2"
            >
              <dt className="text-xs text-slate-500">{label}</dt>
              {/* Wraps at spaces only; a piece longer than the line still wraps rather than overflow. */}
              <dd className="col-start-1 font-semibold [overflow-wrap:anywhere] text-slate-900">
                {breakAtSpacesOnly(value)}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1">
                <CopyButton text={value} label={label.toLowerCase()} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
