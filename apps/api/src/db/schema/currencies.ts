import { doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A currency and its last good rate of 1 USD (USD is the base, never a row). */
export const monedas = pgTable('monedas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  codigo: text('codigo').notNull().unique(),
  simbolo: text('simbolo').notNull(),
  urlPrecio: text('url_precio').notNull(),
  // 'si' | 'no'; a null status counts as active (docs/domain.md).
  estatus: text('estatus', { enum: ['si', 'no'] }).default('si'),
  /** Where the currency goes in price lists and the rate strip: lower first, then by code. */
  posicion: integer('posicion').notNull().default(0),
  precio: doublePrecision('precio'),
  precioUpdatedAt: timestamp('precio_updated_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
