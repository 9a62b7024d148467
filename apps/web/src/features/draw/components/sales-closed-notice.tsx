import { Lock } from 'lucide-react';

/** Where the picker was, once sales are closed and the list is fixed. */
export function SalesClosedNotice() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Lock className="h-9 w-9 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">Ventas cerradas</h2>
      <p className="max-w-md text-sm text-slate-600">
        La lista de números vendidos ya se publicó. Puedes revisarla en «Sorteo verificable».
      </p>
    </div>
  );
}
