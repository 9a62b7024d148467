import { LotterySourceInputSchema, messages, type LotterySourceInput } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateLotterySource } from '../api/create-lottery-source';

const m = messages.lotterySources;

/** The shop's own source: a page, a CSS selector or a pattern, and the date format it prints. */
export function OwnSourceForm({ lottery }: { lottery: string }) {
  const create = useCreateLotterySource();
  const {
    register,
    submit,
    reset,
    formError,
    formState: { errors },
  } = useSchemaForm<LotterySourceInput>({
    schema: LotterySourceInputSchema,
    defaultValues: { name: '', lottery, url: '', selector: '', pattern: '', date_format: '' },
    onSubmit: async (values) => {
      await create.mutateAsync(values);
      reset();
    },
  });
  return (
    <Form noValidate onSubmit={submit} className="space-y-4" aria-label={m.addTitle}>
      <h3 className="font-bold text-slate-900">{m.addTitle}</h3>
      <TextField label={m.nameLabel} required error={errors.name?.message} {...register('name')} />
      <TextField
        label={m.lotteryLabel}
        required
        error={errors.lottery?.message}
        {...register('lottery')}
      />
      <TextField
        label={m.urlLabel}
        type="url"
        inputMode="url"
        required
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label={m.selectorLabel}
        hint={m.selectorHint}
        error={errors.selector?.message}
        {...register('selector')}
      />
      <TextField
        label={m.patternLabel}
        hint={m.patternHint}
        error={errors.pattern?.message}
        {...register('pattern')}
      />
      <TextField
        label={m.dateFormatLabel}
        hint={m.dateFormatHint}
        error={errors.date_format?.message}
        {...register('date_format')}
      />
      {formError && <Alert>{formError}</Alert>}
      {create.isSuccess && <p className="text-sm text-emerald-700">{m.saved}</p>}
      <Button type="submit" busy={create.isPending}>
        {m.save}
      </Button>
    </Form>
  );
}
