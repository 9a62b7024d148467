import type { FastifyInstance } from 'fastify';
import systemRoutes from './system/system.routes';
import authRoutes from './auth/auth.routes';
import usersRoutes from './users/users.routes';
import currenciesRoutes from './currencies/currencies.routes';
import rafflesRoutes from './raffles/raffles.routes';
import paymentMethodsRoutes from './payment-methods/payment-methods.routes';
import numbersRoutes from './numbers/numbers.routes';
import purchaseRoutes from './payments/purchase.routes';
import eventsRoutes from './events/events.routes';
import myNumbersRoutes from './my-numbers/my-numbers.routes';
import paymentsAdminRoutes from './payments/payments-admin.routes';
import reservedNumbersRoutes from './reserved-numbers/reserved-numbers.routes';
import backupRoutes from './backup/backup.routes';
import auditRoutes from './audit/audit.routes';
import dashboardRoutes from './dashboard/dashboard.routes';

/** Every feature's routes, mounted under /api. One line per module. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await api.register(systemRoutes);
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(currenciesRoutes);
  await api.register(rafflesRoutes);
  await api.register(paymentMethodsRoutes);
  await api.register(numbersRoutes);
  await api.register(purchaseRoutes);
  await api.register(eventsRoutes);
  await api.register(myNumbersRoutes);
  await api.register(paymentsAdminRoutes);
  await api.register(reservedNumbersRoutes);
  await api.register(backupRoutes);
  await api.register(auditRoutes);
  await api.register(dashboardRoutes);
}
