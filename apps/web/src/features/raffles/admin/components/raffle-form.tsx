import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { messages, type Raffle, type RaffleInputParsed } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FieldHint, Input, Label, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useBusinessTimeZone } from '@/lib/public-config';
import type { AdminRafflesState } from '../admin-notice';
import { serverErrorOr } from '../server-error';
import { useCreateRaffle } from '../api/create-raffle';
import { useUpdateRaffle } from '../api/update-raffle';
import {
  initialRaffleValues,
  needsWinnerWarning,
  raffleFormResolver,
  type RaffleFieldName,
  type RaffleFormValues,
} from './raffle-form-values';
import { FormActions, FormSection, MinimumWarningDialog } from './raffle-form-parts';
import { RaffleImageField } from './raffle-image-field';
import { RaffleStatusBadge } from './raffle-status-badge';
import { useImagePick } from './use-image-pick';
import { WinnerDialog } from './winner-dialog';

const m = messages.raffles;
const FIELD_NAMES: RaffleFieldName[] = [
  'title',
  'product_to_win',
  'description',
  'diffusion_channel',
  'start_number',
  'end_number',
  'price_per_number',
  'draw_date',
  'numero_ganador',
  'is_minimal_required',
  'minimal_number',
];

/** 'Crear Rifa' / 'Actualizar Rifa', with ' y Activar' when the activate box is ticked (SPEC §2). */
export function submitLabel(editing: boolean, activate: boolean): string {
  return `${editing ? 'Actualizar Rifa' : 'Crear Rifa'}${activate ? ' y Activar' : ''}`;
}

/** The raffle form, create (raffle null) and edit, with every rule of SPEC §2 and §5. */
export function RaffleForm({ raffle }: { raffle: Raffle | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const timeZone = useBusinessTimeZone();
  const image = useImagePick(raffle?.imagen ?? null);
  const create = useCreateRaffle();
  const update = useUpdateRaffle();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [lookupNumber, setLookupNumber] = useState<number | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<RaffleInputParsed | null>(null);
  const completed = raffle?.status === 'completed';

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RaffleFormValues, unknown, RaffleInputParsed>({
    resolver: raffleFormResolver(timeZone),
    defaultValues: initialRaffleValues(raffle, timeZone),
  });
  const [activate, minimumRequired, startText, endText] = useWatch({
    control,
    name: ['activate', 'is_minimal_required', 'start_number', 'end_number'],
  });
  const toInteger = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const range = { start: toInteger(startText), end: toInteger(endText) };
  const rangeKnown = Number.isInteger(range.start) && Number.isInteger(range.end);
  const total = rangeKnown && range.end >= range.start ? range.end - range.start + 1 : null;

  async function save(input: RaffleInputParsed) {
    setUnconfirmed(null);
    setFormError(null);
    const data = { input: { ...input, remove_image: image.removeSaved }, image: image.file };
    try {
      if (raffle) await update.mutateAsync({ id: raffle.id, ...data });
      else await create.mutateAsync(data);
      const state: AdminRafflesState = { notice: raffle ? m.updated : m.created };
      navigate('/admin/raffles', { state });
    } catch (err) {
      showSaveError(err);
    }
  }

  /** SPEC §8: the server's error (issues also go under their fields), else 'Error al guardar la rifa'. */
  function showSaveError(err: unknown) {
    if (err instanceof ApiError) {
      for (const issue of err.body?.issues ?? []) {
        if (FIELD_NAMES.includes(issue.path as RaffleFieldName)) {
          setError(issue.path as RaffleFieldName, { message: issue.message });
        }
      }
    }
    setFormError(serverErrorOr(err, m.saveFailed));
  }

  const onSubmit = handleSubmit((input) => {
    if (needsWinnerWarning(input, raffle)) setUnconfirmed(input);
    else void save(input);
  });

  function handleLookup() {
    const text = getValues('numero_ganador').trim();
    const number = Number(text);
    if (text === '' || !Number.isInteger(number)) {
      setError(
        'numero_ganador',
        { message: text === '' ? m.winnerNumberFirst : m.wholeNumber },
        { shouldFocus: true },
      );
      return;
    }
    clearErrors('numero_ganador');
    setLookupNumber(number);
  }

  const field = (name: RaffleFieldName) => {
    const error = errors[name]?.message;
    const id = `${formId}-${name}`;
    return {
      id,
      invalid: Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
      ...register(name),
    };
  };
  const errorOf = (name: RaffleFieldName) => (
    <FieldError id={`${formId}-${name}-error`}>{errors[name]?.message}</FieldError>
  );
  const labelOf = (name: RaffleFieldName, text: string, required = false) => (
    <Label htmlFor={`${formId}-${name}`} required={required}>
      {text}
    </Label>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <FormSection title="Información">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {labelOf('title', 'Título', true)}
                <Input {...field('title')} placeholder="Gran rifa de fin de año" />
                {errorOf('title')}
              </div>
              <div>
                {labelOf('product_to_win', 'Premio', true)}
                <Input {...field('product_to_win')} placeholder="Moto 0 km" />
                {errorOf('product_to_win')}
              </div>
              <div>
                {labelOf('diffusion_channel', 'Canal de difusión')}
                <Input {...field('diffusion_channel')} placeholder="Instagram @mirifa" />
                {errorOf('diffusion_channel')}
              </div>
              <div className="sm:col-span-2">
                {labelOf('description', 'Descripción')}
                <Textarea {...field('description')} rows={5} />
                {errorOf('description')}
              </div>
            </div>
          </FormSection>

          <FormSection title="Números, precio y fecha">
            <div className="grid grid-cols-2 gap-4">
              <div>
                {labelOf('start_number', 'Número inicial', true)}
                <Input
                  {...field('start_number')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                />
                {errorOf('start_number')}
              </div>
              <div>
                {labelOf('end_number', 'Número final', true)}
                <Input
                  {...field('end_number')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                />
                {errorOf('end_number')}
              </div>
              <div className="col-span-2 sm:col-span-1">
                {labelOf('price_per_number', 'Precio por número (USD)', true)}
                <Input
                  {...field('price_per_number')}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  placeholder="5.00"
                />
                {errorOf('price_per_number')}
              </div>
              <div className="col-span-2 sm:col-span-1">
                {labelOf('draw_date', 'Fecha y hora del sorteo', true)}
                <Input {...field('draw_date')} type="datetime-local" />
                <FieldHint>Hora de {timeZone}</FieldHint>
                {errorOf('draw_date')}
              </div>
            </div>
          </FormSection>
        </div>

        <div className="space-y-6">
          <FormSection title="Imagen">
            <RaffleImageField image={image} />
          </FormSection>

          <FormSection title="Sorteo">
            <div className="space-y-4">
              <div>
                {labelOf('numero_ganador', 'Número ganador')}
                <div className="flex gap-2">
                  <Input {...field('numero_ganador')} type="number" inputMode="numeric" step={1} />
                  <Button variant="outline" onClick={handleLookup} className="shrink-0">
                    <Search className="h-4 w-4" aria-hidden="true" />
                    Consultar
                  </Button>
                </div>
                {errorOf('numero_ganador')}
              </div>
              <Checkbox
                label="Requiere un mínimo de números vendidos"
                {...register('is_minimal_required')}
              />
              {minimumRequired && (
                <div>
                  {labelOf('minimal_number', 'Mínimo de números vendidos', true)}
                  <Input
                    {...field('minimal_number')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                  />
                  <FieldHint>
                    {total === null
                      ? 'Con 0, el sorteo se realiza sin importar las ventas.'
                      : `De ${total} números en total. Con 0, el sorteo se realiza sin importar las ventas.`}
                  </FieldHint>
                  {errorOf('minimal_number')}
                </div>
              )}
            </div>
          </FormSection>

          <FormSection title="Publicación">
            <div className="space-y-3">
              {raffle && (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  Estado actual: <RaffleStatusBadge status={raffle.status} />
                </p>
              )}
              <Checkbox
                label="Activar rifa inmediatamente"
                disabled={completed}
                {...register('activate')}
              />
              <p className="text-xs text-slate-500">
                {completed
                  ? 'La rifa está completada; su estado ya no cambia.'
                  : 'Sin marcar, la rifa queda pendiente y no se muestra al público.'}
              </p>
            </div>
          </FormSection>
        </div>
      </div>

      {formError && <Alert>{formError}</Alert>}

      <FormActions label={submitLabel(Boolean(raffle), activate && !completed)} saving={saving} />

      {lookupNumber !== null && (
        <WinnerDialog
          raffleId={raffle?.id ?? null}
          number={lookupNumber}
          startNumber={rangeKnown ? range.start : (raffle?.start_number ?? 0)}
          endNumber={rangeKnown ? range.end : (raffle?.end_number ?? 99)}
          onClose={() => setLookupNumber(null)}
        />
      )}

      <MinimumWarningDialog
        open={unconfirmed !== null}
        onCancel={() => setUnconfirmed(null)}
        onConfirm={() => unconfirmed && void save(unconfirmed)}
      />
    </form>
  );
}
