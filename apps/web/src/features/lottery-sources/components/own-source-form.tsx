import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LotterySourceInputSchema, messages, type LotterySourceInput } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { showServerIssues } from '@/lib/form-errors';
import { useCreateLotterySource } from '../api/create-lottery-source';

const m = messages.lotterySources;
const FIELDS = ['name', 'lottery', 'url', 'selector', 'pattern', 'date_format'] as const;

/** The shop's own source: a page, a CSS selector or a pattern, and the date format it prints. */
export function OwnSourceForm({ lottery }: { lottery: string }) {
  const create = useCreateLotterySource();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LotterySourceInput>({
    resolver: zodResolver(LotterySourceInputSchema),
    defaultValues: { name: '', lottery, url: '', selector: '', pattern: '', date_format: '' },
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => reset(),
      onError: (err) => void showServerIssues(err, setError, FIELDS),
    }),
  );
  return (
    <Form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.addTitle}>
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
      {create.isError && <Alert>{errorMessage(create.error)}</Alert>}
      {create.isSuccess && <p className="text-sm text-emerald-700">{m.saved}</p>}
      <Button type="submit" busy={create.isPending}>
        {m.save}
      </Button>
    </Form>
  );
}
