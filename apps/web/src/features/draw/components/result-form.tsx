import { useState } from 'react';
import {
  drawRule,
  DrawResultInputSchema,
  format,
  messages,
  winningNumber,
  type DrawResultInput,
  type Prize,
} from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { zonedLocalToIso } from '@/lib/business-time';
import { useSchemaForm } from '@/lib/use-schema-form';
import { timeZoneLabel } from '@/lib/format';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useRecordPrizeResult } from '../api/record-prize-result';
import { useRecordResult } from '../api/record-result';
import { RecordResultDialog } from './record-result-dialog';

type Raffle = { id: number; start_number: number; end_number: number; draw_date: string };

/**
 * The official result, copied from the lottery's publication. The date-time is
 * read in the business time zone, like the raffle's own draw date. Nothing is
 * recorded before the confirmation dialog shows the winner it gives.
 */
export function ResultForm({
  raffle,
  digits,
  prize,
  prizes = [],
}: {
  raffle: Raffle;
  digits: number;
  /** A prize after the 1er premio with its own result (official, early bird); none: the main one. */
  prize?: Prize;
  /** Every prize, to preview the winners this result gives. */
  prizes?: Prize[];
}) {
  const timeZone = useBusinessTimeZone();
  const main = useRecordResult(raffle.id);
  const other = useRecordPrizeResult(raffle.id, prize?.position ?? 1);
  const record = prize ? other : main;
  const [confirming, setConfirming] = useState<DrawResultInput | null>(null);
  const {
    register,
    submit,
    run,
    formError,
    setError,
    formState: { errors },
  } = useSchemaForm<DrawResultInput>({
    schema: DrawResultInputSchema,
    defaultValues: { lottery_name: prize?.lottery_name ?? '', draw_at: '', result: '' },
    failureText: messages.common.internalError,
    onSubmit: handleReview,
  });

  function handleReview(values: DrawResultInput) {
    // A result the published rule cannot use is refused here with the API's own words
    // (too few digits; or it does not count and the next official draw does).
    // The early bird's rule runs over its own list's positions: the server checks it.
    const outcome =
      prize?.kind === 'early_bird'
        ? null
        : winningNumber(drawRule(raffle.start_number, raffle.end_number), values.result.trim());
    if (outcome && outcome.kind !== 'winner') {
      const message =
        outcome.kind === 'too-short'
          ? format(messages.draw.resultTooShort, { digits: outcome.digits })
          : format(messages.draw.resultNotValid, { used: outcome.used });
      setError('result', { type: 'rule', message }, { shouldFocus: true });
      return;
    }
    setConfirming({
      ...values,
      result: values.result.trim(),
      draw_at: zonedLocalToIso(values.draw_at, timeZone),
    });
  }

  async function handleRecord(input: DrawResultInput) {
    // The rule's refusals (too few digits, a result that does not count, a draw
    // older than the list) come as `issues` and go under their field.
    const outcome = await run(() => record.mutateAsync(input));
    if (outcome !== 'failed') setConfirming(null);
  }

  return (
    <Form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="font-bold text-slate-900">
        {prize
          ? `Registrar el resultado del ${prize.label} (${prize.title})`
          : 'Registrar el resultado oficial'}
      </h3>
      <TextField
        label="Lotería"
        placeholder="Lotería del Táchira"
        required
        error={errors.lottery_name?.message}
        {...register('lottery_name')}
      />
      <TextField
        label="Fecha y hora de su sorteo"
        type="datetime-local"
        required
        hint={`${timeZoneLabel(timeZone)}. Debe ser después de publicada la lista.`}
        error={errors.draw_at?.message}
        {...register('draw_at')}
      />
      <TextField
        label="Resultado publicado"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ej.: 4521"
        required
        hint={
          prize?.kind === 'early_bird'
            ? 'Solo cifras. La regla de la preventa usa las posiciones de su lista.'
            : `Solo cifras. La regla usa las últimas ${digits}.`
        }
        error={errors.result?.message}
        {...register('result')}
      />
      <Button type="submit">Revisar y registrar</Button>
      {confirming && (
        <RecordResultDialog
          raffle={raffle}
          input={confirming}
          prize={prize}
          prizes={prizes}
          pending={record.isPending}
          error={formError}
          onConfirm={() => void handleRecord(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Form>
  );
}
