import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DrawResultInputSchema, messages, type DrawResultInput } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { zonedLocalToIso } from '@/lib/business-time';
import { showServerIssues } from '@/lib/form-errors';
import { timeZoneLabel } from '@/lib/format';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useRecordResult } from '../api/record-result';

const FIELDS = ['lottery_name', 'draw_at', 'result'] as const;

/**
 * The official result, copied from the lottery's publication. The date-time is
 * read in the business time zone, like the raffle's own draw date.
 */
export function ResultForm({ raffleId, digits }: { raffleId: number; digits: number }) {
  const timeZone = useBusinessTimeZone();
  const record = useRecordResult(raffleId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DrawResultInput>({
    resolver: zodResolver(DrawResultInputSchema),
    defaultValues: { lottery_name: '', draw_at: '', result: '' },
  });

  async function handleRecord(values: DrawResultInput) {
    try {
      await record.mutateAsync({ ...values, draw_at: zonedLocalToIso(values.draw_at, timeZone) });
    } catch (err) {
      // The rule's refusals (too few digits, a result that does not count) come as `issues`.
      showServerIssues(err, setError, FIELDS);
    }
  }

  const underField = Boolean(errors.lottery_name ?? errors.draw_at ?? errors.result);
  const failure = record.isError && !underField ? record.error : null;
  return (
    <Form noValidate onSubmit={handleSubmit(handleRecord)} className="space-y-4">
      <h3 className="font-bold text-slate-900">Registrar el resultado oficial</h3>
      {failure && <Alert>{errorMessage(failure, messages.common.internalError)}</Alert>}
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
        hint={timeZoneLabel(timeZone)}
        error={errors.draw_at?.message}
        {...register('draw_at')}
      />
      <TextField
        label="Resultado publicado"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ej.: 4521"
        required
        hint={`Solo cifras. La regla usa las últimas ${digits}.`}
        error={errors.result?.message}
        {...register('result')}
      />
      <Button type="submit" busy={record.isPending} busyText="Registrando...">
        Registrar resultado
      </Button>
    </Form>
  );
}
