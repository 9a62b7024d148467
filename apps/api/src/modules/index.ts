import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { systemRoutes } from './system';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { currenciesRoutes } from './currencies';
import { rafflesRoutes } from './raffles';
import { rafflesAdminRoutes } from './raffles-admin';
import { paymentMethodsRoutes } from './payment-methods';
import { numbersRoutes } from './numbers';
import { purchaseRoutes } from './purchase';
import { eventsRoutes } from './events';
import { myNumbersRoutes } from './my-numbers';
import { ticketsRoutes } from './tickets';
import { paymentsRoutes } from './payments';
import { reservedNumbersRoutes } from './reserved-numbers';
import { backupRoutes } from './backup';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { challengeRoutes } from './challenge';
import { drawRoutes } from './draw';
import { settingsRoutes } from './settings';
import { reconciliationsRoutes } from './reconciliations';
import { couponsRoutes } from './coupons';
import { sellersRoutes } from './sellers';
import { notificationsRoutes } from './notifications';
import { adminAppRoutes } from './admin-app';
import { lotterySourcesRoutes } from './lottery-sources';
import { paymentSourcesRoutes } from './payment-sources';

/** Every feature's routes, mounted under /api. One line per module. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  // JSON answers over 1 KB go compressed; the public reads bring their own
  // pre-compressed bytes (modules/public-cache) and the event stream is never buffered.
  await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await api.register(systemRoutes);
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(currenciesRoutes);
  await api.register(rafflesRoutes);
  await api.register(rafflesAdminRoutes);
  await api.register(paymentMethodsRoutes);
  await api.register(challengeRoutes);
  await api.register(numbersRoutes);
  await api.register(purchaseRoutes);
  await api.register(eventsRoutes);
  await api.register(myNumbersRoutes);
  await api.register(ticketsRoutes);
  await api.register(paymentsRoutes);
  await api.register(reservedNumbersRoutes);
  await api.register(backupRoutes);
  await api.register(auditRoutes);
  await api.register(dashboardRoutes);
  await api.register(drawRoutes);
  await api.register(settingsRoutes);
  await api.register(reconciliationsRoutes);
  await api.register(couponsRoutes);
  await api.register(sellersRoutes);
  await api.register(notificationsRoutes);
  await api.register(adminAppRoutes);
  await api.register(lotterySourcesRoutes);
  await api.register(paymentSourcesRoutes);
}
