import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages, RaffleInputSchema, type Raffle, type RaffleInputParsed } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { useBusinessTimeZone } from '@/lib/public-config';
import type { AdminRafflesState } from '../utils/admin-notice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateRaffle } from '../api/create-raffle';
import { useUpdateRaffle } from '../api/update-raffle';
import {
  initialRaffleValues,
  formIssuePath,
  prizesToSend,
  toRaffleInput,
  type RaffleFieldName,
  type RaffleFormValues,
} from './raffle-form-values';
import { fieldAbout, FormActions, FormSection } from './raffle-form-parts';
import { PacksEditor } from './packs-editor';
import { RaffleNumbersSection } from './raffle-numbers-section';
import { PrizesEditor } from './prizes-editor';
import { RaffleImageField } from './raffle-image-field';
import { RaffleStatusBadge } from './raffle-status-badge';
import { saveWarnings, SaveWarningsDialog, type SaveWarning } from './save-warnings';
import { useImagePick } from './use-image-pick';
import { GalleryField } from './gallery-field';
import { useGalleryPick } from './use-gallery-pick';
import { Form } from '@/components/ui/form';

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
  'auto_close',
  'sales_close_at',
  'main_lottery',
  'numero_ganador',
  'is_minimal_required',
  'minimal_number',
];

/** 'Crear Rifa' / 'Actualizar Rifa', with ' y Activar' when the activate box is ticked (docs/product.md). */
export function submitLabel(editing: boolean, activate: boolean): string {
  return `${editing ? 'Actualizar Rifa' : 'Crear Rifa'}${activate ? ' y Activar' : ''}`;
}

/** The raffle form, create (raffle null) and edit, with every rule of docs/product.md and §5. */
export function RaffleForm({ raffle }: { raffle: Raffle | null }) {
  const navigate = useNavigate();
  const timeZone = useBusinessTimeZone();
  const image = useImagePick(raffle?.imagen ?? null);
  const gallery = useGalleryPick(raffle?.images.slice(raffle.imagen ? 1 : 0) ?? [], true);
  const create = useCreateRaffle();
  const update = useUpdateRaffle();
  const saving = create.isPending || update.isPending;
  const [unconfirmed, setUnconfirmed] = useState<{
    input: RaffleInputParsed;
    warnings: SaveWarning[];
  } | null>(null);
  const completed = raffle?.status === 'completed';

  const {
    register,
    submit,
    run,
    formError,
    control,
    formState: { errors },
  } = useSchemaForm<RaffleFormValues, RaffleInputParsed>({
    // The shared schema checks the form once its date-times are instants in the business
    // time zone; the 1er premio's issues show on the form's own fields.
    schema: RaffleInputSchema,
    toInput: (values) => toRaffleInput(values, timeZone, prizesToSend(values, raffle)),
    issuePath: formIssuePath,
    defaultValues: initialRaffleValues(raffle, timeZone),
    serverFields: FIELD_NAMES,
    // docs/api.md: the server's error (issues also go under their fields), else 'Error al guardar la rifa'.
    failureText: m.saveFailed,
    onSubmit: (input) => {
      const warnings = saveWarnings(input, raffle, new Date());
      if (warnings.length > 0) setUnconfirmed({ input, warnings });
      else void save(input);
    },
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
    const data = {
      input: { ...input, remove_image: image.removeSaved },
      image: image.file,
      gallery: gallery.toSave(),
    };
    await run(async () => {
      const saved = raffle
        ? await update.mutateAsync({ id: raffle.id, ...data })
        : await create.mutateAsync(data);
      const state: AdminRafflesState = {
        notice: raffle ? m.updated : m.created,
        // A raffle on sale is offered for sharing at once (issue 30); a draft is not public.
        shareId: saved.status === 'pending' ? null : saved.id,
      };
      void navigate('/admin/raffles', { state });
    });
  }

  const about = fieldAbout(errors);

  return (
    <Form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <FormSection title="Información">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField {...about('title', 'Título', true)} className="sm:col-span-2">
                {(control) => (
                  <Input
                    {...control}
                    {...register('title')}
                    placeholder="Gran rifa de fin de año"
                  />
                )}
              </FormField>
              <FormField {...about('product_to_win', 'Premio', true)}>
                {(control) => (
                  <Input {...control} {...register('product_to_win')} placeholder="Moto 0 km" />
                )}
              </FormField>
              <FormField {...about('diffusion_channel', 'Canal de difusión')}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('diffusion_channel')}
                    placeholder="Instagram @mirifa"
                  />
                )}
              </FormField>
              <FormField {...about('description', 'Descripción')} className="sm:col-span-2">
                {(control) => <Textarea {...control} {...register('description')} rows={5} />}
              </FormField>
            </div>
          </FormSection>

          <RaffleNumbersSection
            control={control}
            register={register}
            errors={errors}
            timeZone={timeZone}
          />
        </div>

        <div className="space-y-6">
          <FormSection title="Premios">
            <PrizesEditor
              control={control}
              register={register}
              errors={errors}
              range={total === null ? null : range}
              locked={(raffle?.prizes ?? []).some((prize) => prize.status !== 'open')}
              saved={raffle ? { id: raffle.id, prizes: raffle.prizes ?? [] } : null}
            />
          </FormSection>

          <FormSection title="Paquetes">
            <PacksEditor control={control} register={register} errors={errors} />
          </FormSection>

          <FormSection title="Imagen">
            <RaffleImageField image={image} />
            <div className="mt-5">
              <GalleryField gallery={gallery} />
            </div>
          </FormSection>

          <FormSection title="Sorteo">
            <div className="space-y-4">
              <p className="text-sm text-slate-600">
                El número ganador sale del resultado oficial de la lotería: se registra en «Sorteo
                verificable», después de cerrar las ventas.
              </p>
              <Checkbox
                label="Requiere un mínimo de números vendidos"
                {...register('is_minimal_required')}
              />
              {minimumRequired && (
                <FormField
                  {...about('minimal_number', 'Mínimo de números vendidos', true)}
                  description={
                    total === null
                      ? 'Con 0, el sorteo se realiza sin importar las ventas.'
                      : `De ${total} números en total. Con 0, el sorteo se realiza sin importar las ventas.`
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...register('minimal_number')}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                    />
                  )}
                </FormField>
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

      {unconfirmed && (
        <SaveWarningsDialog
          warnings={unconfirmed.warnings}
          onCancel={() => setUnconfirmed(null)}
          onConfirm={() => void save(unconfirmed.input)}
        />
      )}
    </Form>
  );
}
