import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TelegramBotInputSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { showServerIssues } from '@/lib/form-errors';
import { useSaveTelegramBot } from '../api/save-telegram-bot';

const m = messages.notifications;

/** The bot's token from @BotFather: checked by the server (getMe), never shown again. */
export function BotTokenForm() {
  const save = useSaveTelegramBot();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(TelegramBotInputSchema), defaultValues: { bot_token: '' } });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => reset(),
      onError: (err) => void showServerIssues(err, setError, ['bot_token']),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} className="space-y-4">
      {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
      <PasswordField
        label={m.botTokenLabel}
        hint={m.botTokenHint}
        autoComplete="off"
        error={errors.bot_token?.message}
        {...register('bot_token')}
      />
      <Button type="submit" busy={save.isPending} busyText="Comprobando...">
        {m.saveBot}
      </Button>
    </Form>
  );
}
