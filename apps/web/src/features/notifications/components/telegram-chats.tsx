import { format, messages, type TelegramStatus } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useUnlinkTelegramChat } from '../api/unlink-telegram-chat';

const m = messages.notifications;

/** The linked chats, each with its admin and 'Desvincular'. */
export function TelegramChats({ chats }: { chats: TelegramStatus['chats'] }) {
  const unlink = useUnlinkTelegramChat();
  const { formatDateTime } = useDateFormat();
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-bold text-slate-900">{m.chatsTitle}</h3>
      {unlink.isError && <Alert>{errorMessage(unlink.error)}</Alert>}
      {chats.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noChats}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {chats.map((chat) => (
            <li
              key={chat.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{chat.admin_email}</p>
                <p className="text-xs text-slate-500">
                  {format(m.linkedAt, { date: formatDateTime(chat.linked_at) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                busy={unlink.isPending && unlink.variables === chat.id}
                busyText="Desvinculando..."
                onClick={() => unlink.mutate(chat.id)}
              >
                {m.unlink}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
