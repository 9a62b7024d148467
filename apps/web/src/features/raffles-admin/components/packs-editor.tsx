import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { type RaffleInputParsed, messages } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { RaffleFormValues } from './raffle-form-values';

const m = messages.packs;

type Props = {
  control: Control<RaffleFormValues, unknown, RaffleInputParsed>;
  register: UseFormRegister<RaffleFormValues>;
  errors: FieldErrors<RaffleFormValues>;
};

/**
 * 'Paquetes' (issue 29): '5 números por $12'. The buyer is always charged the
 * cheapest combination of packs and single numbers (packages/shared priceOrder).
 */
export function PacksEditor({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'packs' });
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{m.title}</legend>
      <p className="text-sm text-slate-600">{m.hint}</p>
      {fields.map((item, index) => (
        <div key={item.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <FormField label={m.quantity} error={errors.packs?.[index]?.quantity?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                placeholder="5"
                {...register(`packs.${index}.quantity`)}
              />
            )}
          </FormField>
          <FormField label={m.price} error={errors.packs?.[index]?.price?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="12.00"
                {...register(`packs.${index}.price`)}
              />
            )}
          </FormField>
          <Button
            variant="ghost"
            className="mt-6"
            aria-label={`${m.remove} ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors.packs?.message && <p className="text-sm text-red-700">{errors.packs.message}</p>}
      <Button variant="outline" onClick={() => append({ quantity: '', price: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {m.add}
      </Button>
    </fieldset>
  );
}
