import { formatCurrencyAmount, formatRate } from '@/lib/currency-format';
import { FORMAT_FAILED, readCurrencyPrices } from '../utils/payment-format';

/**
 * The payment's price in each currency at the moment of purchase (docs/domain.md
 * precio_moneda, docs/domain.md): rate of 1 USD, price per number and total.
 */
export function CurrencyPrices({ value }: { value: unknown }) {
  const prices = readCurrencyPrices(value);
  if (prices === null) return <p className="text-sm text-red-700">{FORMAT_FAILED}</p>;
  if (prices.length === 0) {
    return <p className="text-sm text-slate-500">Sin tasas de cambio registradas</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Precios por moneda</caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Moneda
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              1 USD
            </th>
            {/* On a phone the per-number price gives way, so the table fits the sheet. */}
            <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
              Por número
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {prices.map((price) => (
            <tr key={price.codigo}>
              <th scope="row" className="px-3 py-2 text-left font-mono font-semibold">
                {price.codigo}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatRate(price.rate, price)}
              </td>
              <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
                {formatCurrencyAmount(price.unit, price)}
              </td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-900">
                {formatCurrencyAmount(price.total, price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
