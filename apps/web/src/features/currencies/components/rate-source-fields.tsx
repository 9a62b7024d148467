import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages, type CurrencyForm } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const m = messages.currencies;

type RateSourceFieldsProps = {
  register: UseFormRegister<CurrencyForm>;
  errors: FieldErrors<CurrencyForm>;
};

/** Empty text → null: the schema reads null as 'none' (no manual rate). */
const numberOrNull = (value: unknown) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? null
      : Number(value.replace(',', '.'))
    : value;

/**
 * Where the rate is in the answer, up to two fallback sources, and the manual
 * rate (docs/domain.md Rate sources).
 */
export function RateSourceFields({ register, errors }: RateSourceFieldsProps) {
  return (
    <div className="space-y-4">
      <FormField
        label="Campo de la tasa"
        error={errors.campo_precio?.message}
        description="Dónde está la tasa en la respuesta: price, promedio o monitors.usd.price."
      >
        {(control) => (
          <Input {...control} {...register('campo_precio')} autoComplete="off" spellCheck={false} />
        )}
      </FormField>
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <FormField
            label={`URL de respaldo ${index + 1}`}
            error={errors.respaldos?.[index]?.url?.message ?? errors.respaldos?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register(`respaldos.${index}.url`)}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField
            label={`Campo del respaldo ${index + 1}`}
            error={errors.respaldos?.[index]?.campo?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register(`respaldos.${index}.campo`)}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
        </div>
      ))}
      <FormField
        label={m.manualRate}
        error={errors.precio_manual?.message}
        description="Si la escribes, es la tasa y ninguna fuente la reemplaza. Déjala vacía para volver a las fuentes."
      >
        {(control) => (
          <Input
            {...control}
            {...register('precio_manual', { setValueAs: numberOrNull })}
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </FormField>
    </div>
  );
}
