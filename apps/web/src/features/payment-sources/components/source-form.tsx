import { useWatch } from 'react-hook-form';
import {
  messages,
  NOTICE_FORMAT_DOMAINS,
  NOTICE_FORMATS,
  type NoticeFormat,
  type PaymentSourceInput,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form } from '@/components/ui/form';
import { PasswordField, TextField } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateSource } from '../api/sources';

const m = messages.paymentSources;

type Values = {
  host: string;
  port: string;
  tls: boolean;
  user: string;
  password: string;
  folder: string;
  auto_validate: boolean;
  /** Per format: whether it arrives here, and its signing domains as typed ('a.com, b.com'). */
  formats: Record<NoticeFormat, { on: boolean; domains: string }>;
};

const defaults: Values = {
  host: '',
  port: '993',
  tls: true,
  user: '',
  password: '',
  folder: 'INBOX',
  auto_validate: false,
  formats: Object.fromEntries(
    NOTICE_FORMATS.map((f) => [f, { on: false, domains: NOTICE_FORMAT_DOMAINS[f] }]),
  ) as Values['formats'],
};

/** The form's values as the API takes them; the server checks every field (400 under its field). */
function toInput(values: Values): PaymentSourceInput {
  return {
    kind: 'imap',
    host: values.host.trim(),
    port: Number(values.port),
    tls: values.tls,
    user: values.user.trim(),
    password: values.password,
    folder: values.folder.trim(),
    auto_validate: values.auto_validate,
    formats: NOTICE_FORMATS.filter((f) => values.formats[f].on).map((format) => ({
      format,
      domains: values.formats[format].domains
        .split(/[,\s]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    })),
  };
}

/** 'Nuevo buzón': where the banks' notices arrive. The password is never shown again. */
export function SourceForm({ onSaved }: { onSaved: () => void }) {
  const create = useCreateSource();
  const {
    register,
    submit,
    reset,
    formError,
    control,
    formState: { errors },
  } = useSchemaForm<Values>({
    // No schema here: the server checks every field and its issues go under them.
    defaultValues: defaults,
    serverFields: ['host', 'port', 'user', 'password', 'folder'],
    onSubmit: async (values) => {
      await create.mutateAsync(toInput(values));
      reset(defaults);
      onSaved();
    },
  });
  const chosen = useWatch({ control, name: 'formats' });
  return (
    <Form noValidate onSubmit={submit} className="space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={m.hostLabel}
          hint={m.hostHint}
          autoComplete="off"
          error={errors.host?.message}
          {...register('host')}
        />
        <TextField
          label={m.portLabel}
          inputMode="numeric"
          error={errors.port?.message}
          {...register('port')}
        />
      </div>
      <Checkbox label={m.tlsLabel} {...register('tls')} />
      <TextField
        label={m.userLabel}
        autoComplete="off"
        error={errors.user?.message}
        {...register('user')}
      />
      <PasswordField
        label={m.passwordLabel}
        hint={m.passwordHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField label={m.folderLabel} error={errors.folder?.message} {...register('folder')} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{m.formatsLabel}</legend>
        <p className="text-xs text-slate-500">{m.domainsHint}</p>
        {NOTICE_FORMATS.map((format) => (
          <div key={format} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <Checkbox label={m.formats[format]} {...register(`formats.${format}.on`)} />
            {chosen[format].on && (
              <TextField
                label={m.domainsLabel}
                autoComplete="off"
                {...register(`formats.${format}.domains`)}
              />
            )}
          </div>
        ))}
      </fieldset>
      <div className="space-y-1">
        <Checkbox label={m.autoValidateLabel} {...register('auto_validate')} />
        <p className="text-xs text-slate-500">{m.autoValidateHint}</p>
      </div>
      <Button type="submit" busy={create.isPending} busyText="Guardando...">
        {m.save}
      </Button>
    </Form>
  );
}
