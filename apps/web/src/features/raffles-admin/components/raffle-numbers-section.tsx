import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { AUTO_CLOSE_MODES, messages, type RaffleInputParsed } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { timeZoneLabel } from '@/lib/format';
import { DrawDateNotice } from './draw-date-notice';
import { fieldAbout, FormSection } from './raffle-form-parts';
import type { RaffleFormValues } from './raffle-form-values';

const m = messages.raffles;

type Props = {
  control: Control<RaffleFormValues, unknown, RaffleInputParsed>;
  register: UseFormRegister<RaffleFormValues>;
  errors: FieldErrors<RaffleFormValues>;
  timeZone: string;
};

/** The raffle form's numbers, price, draw date and sales close (docs/product.md). */
export function RaffleNumbersSection({ control, register, errors, timeZone }: Props) {
  const about = fieldAbout(errors);

  return (
    <FormSection title="Números, precio y fecha">
      <div className="grid grid-cols-2 gap-4">
        <FormField {...about('start_number', 'Número inicial', true)}>
          {(control) => (
            <Input
              {...control}
              {...register('start_number')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField {...about('end_number', 'Número final', true)}>
          {(control) => (
            <Input
              {...control}
              {...register('end_number')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField
          {...about('price_per_number', 'Precio por número (USD)', true)}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <Input
              {...control}
              {...register('price_per_number')}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              placeholder="5.00"
            />
          )}
        </FormField>
        <FormField
          {...about('draw_date', 'Fecha y hora del sorteo', true)}
          className="col-span-2 sm:col-span-1"
          description={timeZoneLabel(timeZone)}
        >
          {(control) => <Input {...control} {...register('draw_date')} type="datetime-local" />}
        </FormField>
        <DrawDateNotice control={control} timeZone={timeZone} />
        {/* Sales that close by themselves (issue 44). */}
        <FormField
          {...about('auto_close', 'Cierre automático de ventas')}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <Select {...control} {...register('auto_close')}>
              {AUTO_CLOSE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {m.autoCloseLabels[mode]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          {...about('sales_close_at', 'Cierre de ventas')}
          className="col-span-2 sm:col-span-1"
          description={m.salesCloseAtHint}
        >
          {(control) => (
            <Input {...control} {...register('sales_close_at')} type="datetime-local" />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
