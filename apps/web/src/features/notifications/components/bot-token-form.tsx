import { TelegramBotInputSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveTelegramBot } from '../api/save-telegram-bot';

const m = messages.notifications;

/** The bot's token from @BotFather: checked by the server (getMe), never shown again. */
export function BotTokenForm() {
  const save = useSaveTelegramBot();
  const {
    register,
    submit,
    reset,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: TelegramBotInputSchema,
    defaultValues: { bot_token: '' },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      reset();
    },
  });

  return (
    <Form noValidate onSubmit={submit} className="space-y-4">
      {formError && <Alert>{formError}</Alert>}
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
