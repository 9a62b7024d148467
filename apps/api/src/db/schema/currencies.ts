import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A fallback rate source: its address and where the rate is in its answer. */
export type RateSource = { url: string; campo: string };

/** A currency and its last good rate of 1 USD (USD is the base, never a row). */
export const currencies = pgTable('monedas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  codigo: text('codigo').notNull().unique(),
  simbolo: text('simbolo').notNull(),
  urlPrecio: text('url_precio').notNull(),
  /** Where the rate is in url_precio's JSON answer: 'price', 'promedio', 'monitors.usd.price'. */
  campoPrecio: text('campo_precio').notNull().default('price'),
  /** Up to two sources tried in order when url_precio fails (docs/domain.md Rates). */
  respaldos: jsonb('respaldos').$type<RateSource[]>().notNull().default([]),
  /** 'Tasa manual': when set, it is the rate, and no source is fetched. */
  precioManual: doublePrecision('precio_manual'),
  /** Which source gave `precio`: 'principal', 'respaldo 1', 'respaldo 2' or 'manual'. */
  fuentePrecio: text('fuente_precio'),
  // 'si' | 'no'; a null status counts as active (docs/domain.md).
  estatus: text('estatus', { enum: ['si', 'no'] }).default('si'),
  /** Where the currency goes in price lists and the rate strip: lower first, then by code. */
  posicion: integer('posicion').notNull().default(0),
  precio: doublePrecision('precio'),
  /** The rate's own date: the one its source gives, else when it was fetched or set by hand. */
  precioUpdatedAt: timestamp('precio_updated_at', { withTimezone: true }),
  /** When a source last answered with a rate (the refresh's turn, not the rate's age). */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Seeded as demo data and never edited since: 'Vaciar Todo' removes it (issue 42). */
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
