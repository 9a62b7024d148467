import { useWatch } from 'react-hook-form';
import {
  BRAND_COLOR_PATTERN,
  brandColorContrast,
  brandTheme,
  SHARE_TEMPLATE_WORDS,
  type SettingsInput,
  type SettingsInputParsed,
} from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { SchemaForm } from '@/lib/use-schema-form';
import { ImageUpload } from './image-upload';

type SettingsForm = SchemaForm<SettingsInput, SettingsInputParsed>;

/** '4,5:1' as the operator reads a contrast. */
const ratio = (contrast: number) => `${contrast.toFixed(1).replace('.', ',')}:1`;

/**
 * A button painted as the shop's pages will paint it, with the contrast its text
 * reaches: the operator sees before saving what the schema will accept (ADR 035).
 */
function ColorPreview({ color }: { color: string }) {
  if (!BRAND_COLOR_PATTERN.test(color)) return null;
  const { vars } = brandTheme(color);
  const { ok, contrast } = brandColorContrast(color);
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="brand-preview">
      <span
        className="inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold"
        style={{ backgroundColor: vars['--brand'], color: vars['--on-brand'] }}
      >
        Comprar números
      </span>
      <span className="text-sm font-semibold" style={{ color: vars['--brand-600'] }}>
        Ver sorteos activos
      </span>
      <span className={ok ? 'text-xs text-slate-600' : 'text-xs font-semibold text-red-700'}>
        Contraste del texto: {ratio(contrast)} {ok ? '(AA)' : '(mínimo 4,5:1)'}
      </span>
    </div>
  );
}

/**
 * Tienda's 'Apariencia': the brand colour (a picker and its '#rrggbb'), the
 * home's hero (image, title, text), 'Quiénes somos' and the share text.
 */
export function LookFields({
  form,
  heroImageUrl,
}: {
  form: SettingsForm;
  heroImageUrl: string | null;
}) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const color = useWatch({ control, name: 'brand_color' }) ?? '';
  return (
    <>
      <FormField
        label="Color de la tienda"
        required
        error={errors.brand_color?.message}
        description="Botones, enlaces y portada. El texto de los botones se elige solo (blanco u oscuro) para que se lea."
      >
        {(field) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Elegir color"
              value={BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : '#7c3aed'}
              onChange={(event) => {
                form.clearErrors('brand_color');
                setValue('brand_color', event.target.value, { shouldDirty: true });
              }}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <Input
              {...field}
              {...register('brand_color')}
              className="max-w-40 font-mono"
              spellCheck={false}
              autoComplete="off"
              placeholder="#7c3aed"
            />
          </div>
        )}
      </FormField>
      <ColorPreview color={color} />
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-700">Imagen de portada</p>
        <ImageUpload kind="hero" imageUrl={heroImageUrl} />
      </div>
      <FormField label="Título de la portada" required error={errors.hero_title?.message}>
        {(field) => <Input {...field} {...register('hero_title')} />}
      </FormField>
      <FormField label="Texto de la portada" error={errors.hero_text?.message}>
        {(field) => <Textarea {...field} {...register('hero_text')} rows={3} />}
      </FormField>
      <FormField
        label="Quiénes somos"
        error={errors.about_text?.message}
        description="Opcional. Se muestra al pie de cada página y en cada rifa: quién organiza, y el permiso o registro que quieras mostrar (por ejemplo, CONALOT)."
      >
        {(field) => <Textarea {...field} {...register('about_text')} rows={3} />}
      </FormField>
      <FormField
        label="Mensaje para compartir por WhatsApp"
        required
        error={errors.share_template?.message}
        description={`Se rellena con cada rifa: ${SHARE_TEMPLATE_WORDS.map((word) => `{${word}}`).join(', ')}.`}
      >
        {(field) => <Textarea {...field} {...register('share_template')} rows={5} />}
      </FormField>
    </>
  );
}
