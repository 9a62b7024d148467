import { Link } from 'react-router';
import { format, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTelegram } from '../api/get-telegram';
import { useRemoveTelegramBot } from '../api/remove-telegram-bot';
import { BotTokenForm } from '../components/bot-token-form';
import { PushNotifications } from '../components/push-notifications';
import { TelegramChats } from '../components/telegram-chats';
import { TelegramLink } from '../components/telegram-link';

const m = messages.notifications;

/**
 * /admin/tienda/avisos: every new purchase on the admins' Telegram and, on this
 * phone, as a push (issue 40). The push is this device's, not the shop's.
 */
export function NotificationsPage() {
  useDocumentTitle(m.title);
  const telegram = useTelegram();
  const remove = useRemoveTelegramBot();
  const bot = telegram.data?.bot_username;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm text-slate-500">
          <Link to="/admin/tienda" className="font-semibold text-brand-700 hover:underline">
            Tienda
          </Link>{' '}
          › {m.title}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
      </div>
      {telegram.isPending && <PageSpinner />}
      {telegram.isError && <Alert>{errorMessage(telegram.error)}</Alert>}
      {telegram.data && (
        <Card>
          <CardHeader title={m.telegramTitle} />
          <CardBody className="space-y-5">
            <p className="text-sm text-slate-600">{m.telegramIntro}</p>
            {bot ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm font-semibold text-emerald-800">
                  {format(m.botConnected, { username: bot })}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  busy={remove.isPending}
                  busyText="Quitando..."
                  onClick={() => remove.mutate()}
                >
                  {m.removeBot}
                </Button>
              </div>
            ) : (
              <BotTokenForm />
            )}
            {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
            {bot && <TelegramLink />}
            <TelegramChats chats={telegram.data.chats} />
          </CardBody>
        </Card>
      )}
      <PushNotifications />
    </section>
  );
}
