import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  messages,
  REVIEW_TEXT_WORDS,
  SettingsInputSchema,
  type Settings,
  type SettingsInput,
  type SettingsInputParsed,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateSettings } from '../api/update-settings';
import { BuyerCapExample } from './buyer-cap-example';
import { ImageUpload } from './image-upload';
import { LookFields } from './look-fields';
import { listError, RejectReasonsField } from './reject-reasons-field';

const m = messages.settings;

type FieldName = keyof SettingsInput;
const FIELDS = Object.keys(SettingsInputSchema.shape) as FieldName[];

/** A number box: an empty or half-typed number goes to the schema as NaN, which it refuses in Spanish. */
const asNumber = {
  setValueAs: (value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value,
};

function initialValues(settings: Settings): SettingsInput {
  return Object.fromEntries(FIELDS.map((name) => [name, settings[name]])) as SettingsInput;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="space-y-4">{children}</CardBody>
    </Card>
  );
}

/**
 * /admin/tienda's form (docs/api.md, settings): checked by the shared schema on
 * submit, saved as a whole; the server's field errors land under their fields.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useSchemaForm<SettingsInput, SettingsInputParsed>({
    schema: SettingsInputSchema,
    defaultValues: initialValues(settings),
    clearOnEdit: true,
    quietWhenUnderFields: true,
    failureText: m.saveFailed,
    onSubmit: async (data) => {
      setNotice(null);
      await update.mutateAsync(data);
      setNotice(m.saved);
    },
  });
  const {
    register,
    control,
    formError,
    formState: { errors },
  } = form;

  const [buyerPercent, buyerMin] = useWatch({
    control,
    name: ['abuse_buyer_percent', 'abuse_buyer_min'],
  });

  return (
    <Form noValidate onSubmit={form.submit} className="space-y-5">
      <Section title="Tienda">
        <FormField label="Nombre de la tienda" required error={errors.shop_name?.message}>
          {(control) => (
            <Input {...control} {...register('shop_name')} autoComplete="organization" />
          )}
        </FormField>
        <div>
          <p className="mb-1.5 text-sm font-semibold text-slate-700">Logo</p>
          <ImageUpload kind="logo" imageUrl={settings.logo_url} />
        </div>
      </Section>

      <Section title="Apariencia">
        <LookFields form={form} heroImageUrl={settings.hero_image?.url ?? null} />
      </Section>

      <Section title="Contacto">
        <FormField
          label="Número de WhatsApp"
          error={errors.whatsapp_number?.message}
          description="Solo dígitos con el código de país, p. ej. 584121234567. Vacío: no se muestra el botón de contacto."
        >
          {(control) => (
            <Input
              {...control}
              {...register('whatsapp_number')}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label="Saludo del botón de contacto"
          error={errors.contact_greeting?.message}
          description="El mensaje con el que se abre el chat."
        >
          {(control) => <Textarea {...control} {...register('contact_greeting')} rows={2} />}
        </FormField>
        <FormField label="Email de contacto" error={errors.contact_email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('contact_email')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          )}
        </FormField>
      </Section>

      <Section title="Redes sociales">
        {(
          [
            ['instagram_url', 'Instagram', 'https://instagram.com/tu_tienda'],
            ['facebook_url', 'Facebook', 'https://facebook.com/tu_tienda'],
            ['tiktok_url', 'TikTok', 'https://www.tiktok.com/@tu_tienda'],
          ] as const
        ).map(([name, label, placeholder]) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <Input
                {...control}
                {...register(name)}
                type="url"
                inputMode="url"
                placeholder={placeholder}
                spellCheck={false}
              />
            )}
          </FormField>
        ))}
      </Section>

      <Section title="Términos y condiciones">
        <FormField
          label="Términos"
          required
          error={errors.terms?.message}
          description="Se muestran en cada rifa, una condición por línea."
        >
          {(control) => <Textarea {...control} {...register('terms')} rows={8} />}
        </FormField>
      </Section>

      <Section title="Pagos">
        <RejectReasonsField
          control={control}
          error={listError(errors.reject_reasons)}
          onEdit={() => form.clearErrors('reject_reasons')}
        />
        {/* What 'Avisar por WhatsApp' sends after a review (issue 40, domain/review-text.ts). */}
        {(
          [
            ['whatsapp_validated_text', 'Mensaje de WhatsApp al validar un pago'],
            ['whatsapp_rejected_text', 'Mensaje de WhatsApp al rechazar un pago'],
          ] as const
        ).map(([name, label]) => (
          <FormField
            key={name}
            label={label}
            required
            error={errors[name]?.message}
            description={`Palabras que se reemplazan: ${REVIEW_TEXT_WORDS.map((word) => `{${word}}`).join(', ')}.`}
          >
            {(control) => <Textarea {...control} {...register(name)} rows={3} />}
          </FormField>
        ))}
        {/* The '¡Ganaste!' e-mail and the winners' 'Avisar por WhatsApp' carry it (issue 44). */}
        <FormField
          label="Cómo reclamar el premio"
          required
          error={errors.claim_text?.message}
          description="Va en el correo «¡Ganaste!» y en el WhatsApp a cada ganador."
        >
          {(control) => <Textarea {...control} {...register('claim_text')} rows={3} />}
        </FormField>
      </Section>

      <Section title="Avisos y límites">
        <FormField
          label="Resumen de pagos pendientes (minutos)"
          error={errors.pending_digest_minutes?.message}
          description="Cada cuántos minutos, como mucho, se avisa por email a los administradores. 0: sin avisos."
        >
          {(control) => (
            <Input
              {...control}
              {...register('pending_digest_minutes', asNumber)}
              type="number"
              inputMode="decimal"
              step={1}
              min={0}
            />
          )}
        </FormField>
        <p className="text-sm text-slate-600">
          Números apartados o pendientes de pago por rifa: el mayor entre el porcentaje del total y
          el mínimo.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['abuse_address_percent', 'Por dirección de red (%)', 0.1],
              ['abuse_address_min', 'Por dirección de red (mínimo)', 1],
              ['abuse_buyer_percent', 'Por comprador (%)', 0.1],
              ['abuse_buyer_min', 'Por comprador (mínimo)', 1],
            ] as const
          ).map(([name, label, step]) => (
            <FormField key={name} label={label} error={errors[name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register(name, asNumber)}
                  type="number"
                  inputMode="decimal"
                  step={step}
                  min={0}
                />
              )}
            </FormField>
          ))}
          <BuyerCapExample percent={buyerPercent} min={buyerMin} />
        </div>
      </Section>

      {formError && <Alert>{formError}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button
          type="submit"
          busy={update.isPending}
          busyText="Guardando..."
          className="w-full sm:w-auto"
        >
          Guardar cambios
        </Button>
      </div>
    </Form>
  );
}
