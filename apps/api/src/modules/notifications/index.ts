// Public surface of the notifications module (issue 40): Telegram and Web Push.
export { default as notificationsRoutes } from './notifications.routes';
export { alertAdmins, type AdminAlert } from './admin-alert.service';
export { queueNewPayments, sendDueNotifications } from './queue.service';
export { leavePaymentNotices } from './queue.repository';
export { pollTelegramUpdates, POLL_EVERY_MS } from './telegram-updates.service';
