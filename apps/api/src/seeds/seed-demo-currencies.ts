import type { Executor } from '../db/client';
import { currencies } from '../db/schema';

/**
 * Demo currencies with a last-known rate already cached, so converted prices
 * show even with no internet; the rates job refreshes them from url_precio
 * (a source answering `{ "price": … }`) when it can reach it.
 */
const DEMO_CURRENCIES = [
  {
    nombre: 'Bolívar',
    codigo: 'VES',
    simbolo: 'Bs',
    urlPrecio: 'https://pydolarve.org/api/v1/dollar?page=bcv&monitor=usd',
    precio: 36.5,
    // Bolívares first: the local currency most buyers pay in.
    posicion: 1,
  },
  {
    nombre: 'Peso colombiano',
    codigo: 'COP',
    simbolo: '$',
    urlPrecio: 'https://api.binance.com/api/v3/ticker/price?symbol=USDTCOP',
    precio: 4000,
    posicion: 2,
  },
] as const;

export async function seedDemoCurrencies(db: Executor, now: Date = new Date()): Promise<void> {
  await db
    .insert(currencies)
    // Marked demo: 'Vaciar Todo' removes them unless the operator has edited them (issue 42).
    .values(
      DEMO_CURRENCIES.map((c) => ({
        ...c,
        estatus: 'si' as const,
        precioUpdatedAt: now,
        demo: true,
      })),
    )
    .onConflictDoNothing({ target: currencies.codigo });
}
