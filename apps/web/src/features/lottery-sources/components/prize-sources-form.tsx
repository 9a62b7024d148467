import { useWatch } from 'react-hook-form';
import {
  format,
  LOTTERY_DRAWS,
  messages,
  PrizeResultSourcesFormSchema,
  type LotterySource,
  type Prize,
  type PrizeResultSourcesForm,
  type PrizeResultWatch,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { isoToZonedLocal, zonedLocalToIso } from '@/lib/business-time';
import { useSchemaForm } from '@/lib/use-schema-form';
import { timeZoneLabel } from '@/lib/format';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useConfirmResult } from '../api/confirm-result';
import { useSetPrizeSources } from '../api/set-prize-sources';
import { SourceTest } from './source-test';

const m = messages.lotterySources;

const sameLottery = (a: string, b: string) =>
  a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

function WatchState({ watch, sources }: { watch: PrizeResultWatch; sources: LotterySource[] }) {
  const first = sources.find((s) => s.id === watch.result_sources[0]);
  if (watch.state === 'waiting') return <Badge>{m.stateWaiting}</Badge>;
  if (watch.state === 'recorded')
    return <Badge tone="success">{format(m.stateRecorded, { result: watch.result ?? '' })}</Badge>;
  if (watch.state === 'to_confirm') {
    return (
      <p className="text-sm font-semibold text-amber-800">
        {format(m.stateToConfirm, { result: watch.result ?? '', name: first?.name ?? '' })}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Badge tone="danger">{m.stateFailed}</Badge>
      {watch.detail && <p className="text-xs text-slate-600">{watch.detail}</p>}
    </div>
  );
}

/**
 * One prize's automatic result: the lottery draw's date-time (business time
 * zone) and the sources to read it from, each with its test. A single source's
 * reading waits here for the operator's confirmation.
 */
export function PrizeSourcesForm({
  raffleId,
  prize,
  watch,
  sources,
}: {
  raffleId: number;
  prize: Pick<Prize, 'position' | 'label' | 'title' | 'lottery_name'>;
  watch: PrizeResultWatch | undefined;
  sources: LotterySource[];
}) {
  const timeZone = useBusinessTimeZone();
  const save = useSetPrizeSources(raffleId, prize.position);
  const confirm = useConfirmResult(raffleId, prize.position);
  const usable = prize.lottery_name
    ? sources.filter((s) => sameLottery(s.lottery, prize.lottery_name!))
    : sources;
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors },
  } = useSchemaForm<PrizeResultSourcesForm>({
    schema: PrizeResultSourcesFormSchema,
    defaultValues: {
      draw_at: watch ? isoToZonedLocal(watch.draw_at, timeZone) : '',
      draw: watch?.draw ?? 'A',
      result_sources: watch?.result_sources ?? [],
    },
    onSubmit: (values) =>
      save.mutateAsync({ ...values, draw_at: zonedLocalToIso(values.draw_at, timeZone) }),
  });
  const drawAtLocal = useWatch({ control, name: 'draw_at' });
  const drawAt = drawAtLocal ? zonedLocalToIso(drawAtLocal, timeZone) : null;
  const draw = useWatch({ control, name: 'draw' }) ?? 'A';

  return (
    <Form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      aria-label={`${m.prizeTitle}: ${prize.label}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">
          {prize.label} · {prize.title}
        </h3>
        {watch && <WatchState watch={watch} sources={sources} />}
      </div>
      {prize.lottery_name && <p className="text-sm text-slate-600">{prize.lottery_name}</p>}
      <TextField
        label={m.prizeDrawAtLabel}
        type="datetime-local"
        required
        hint={timeZoneLabel(timeZone)}
        error={errors.draw_at?.message}
        {...register('draw_at')}
      />
      {/* Which of the lottery's draws at that hour (ADR 088): the presets read that one. */}
      <FormField label={m.drawLabel} error={errors.draw?.message}>
        {(field) => (
          <Select {...field} {...register('draw')}>
            {LOTTERY_DRAWS.map((letter) => (
              <option key={letter} value={letter}>
                {m.drawLabels[letter]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-700">{m.prizeSourcesLabel}</legend>
        {usable.map((source) => (
          <div
            key={source.id}
            className="grid grid-cols-[1fr_auto] items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-2"
            data-testid={`source-row-${source.id}`}
          >
            <Checkbox
              value={source.id}
              label={`${source.name} · ${source.lottery}`}
              {...register('result_sources')}
            />
            <SourceTest sourceId={source.id} drawAt={drawAt} draw={draw} />
          </div>
        ))}
        {errors.result_sources?.message && (
          <p className="text-sm text-red-700" role="alert">
            {errors.result_sources.message}
          </p>
        )}
      </fieldset>
      {formError && <Alert>{formError}</Alert>}
      {save.isSuccess && <p className="text-sm text-emerald-700">{m.prizeSourcesSaved}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {m.prizeSaveSources}
        </Button>
        {watch?.state === 'to_confirm' && watch.result && (
          <Button
            type="button"
            variant="outline"
            busy={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {format(m.confirm, { result: watch.result })}
          </Button>
        )}
      </div>
      {confirm.isError && <Alert>{errorMessage(confirm.error)}</Alert>}
    </Form>
  );
}
