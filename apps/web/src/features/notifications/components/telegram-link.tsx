import { format, formatClock, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useCreateTelegramLink } from '../api/create-telegram-link';

const m = messages.notifications;

/** 'Vincular mi Telegram': a one-time link to open on the phone that has Telegram. */
export function TelegramLink() {
  const link = useCreateTelegramLink();
  const timeZone = useBusinessTimeZone();
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        busy={link.isPending}
        busyText="Creando..."
        onClick={() => link.mutate()}
      >
        {m.linkMine}
      </Button>
      {link.isError && <Alert>{errorMessage(link.error)}</Alert>}
      {link.data && (
        <div className="space-y-1 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
          <a
            href={link.data.url}
            target="_blank"
            rel="noreferrer"
            className="break-all font-semibold text-brand-700 underline"
          >
            {link.data.url}
          </a>
          <p className="text-slate-700">{m.linkHint}</p>
          <p className="text-slate-500">
            {format(m.linkExpiresAt, { time: formatClock(link.data.expires_at, timeZone) })}
          </p>
        </div>
      )}
    </div>
  );
}
