import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { CouponInputSchema, type Coupon, type CouponInputParsed, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useAdminRaffles } from '@/lib/raffle-queries';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  couponToForm,
  emptyCouponForm,
  toCouponInput,
  type CouponFormValues,
} from './coupon-form-values';

const m = messages.coupons;

/**
 * 'Nuevo cupón' (issue 29), or 'Editar cupón' with `coupon`: the shared schema checks it;
 * the server's issues go under fields.
 */
export function CouponFormDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon?: Coupon | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const formId = useId();
  const timeZone = useBusinessTimeZone();
  const raffles = useAdminRaffles();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const saving = create.isPending || update.isPending;
  const form = useSchemaForm<CouponFormValues, CouponInputParsed>({
    schema: CouponInputSchema,
    toInput: (values) => toCouponInput(values, timeZone),
    defaultValues: coupon ? couponToForm(coupon, timeZone) : emptyCouponForm,
    clearOnEdit: true,
    quietWhenUnderFields: true,
    onSubmit: async () => {
      const data = toCouponInput(form.getValues(), timeZone);
      if (coupon) await update.mutateAsync({ id: coupon.id, data });
      else await create.mutateAsync(data);
      onSaved(coupon ? m.updated : m.created);
    },
  });
  const {
    register,
    control,
    formError,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });

  const field = (name: keyof CouponFormValues, label: string, props: object = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete="off" {...props} {...register(name)} />}
    </FormField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title={coupon ? m.edit : m.new}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={saving} busyText="Guardando...">
            {coupon ? 'Guardar cambios' : 'Crear cupón'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={form.submit} className="grid gap-4 sm:grid-cols-2">
        {formError && <Alert className="sm:col-span-2">{formError}</Alert>}
        {field('code', 'Código', { placeholder: 'VERANO10', autoCapitalize: 'characters' })}
        <FormField label="Tipo de descuento" error={errors.kind?.message}>
          {(control) => (
            <Select {...control} {...register('kind')}>
              <option value="percent">Porcentaje (%)</option>
              <option value="fixed">Monto fijo (USD)</option>
            </Select>
          )}
        </FormField>
        {field('value', kind === 'percent' ? 'Porcentaje' : 'Monto (USD)', {
          inputMode: 'decimal',
        })}
        {field('max_uses', 'Usos en total', { inputMode: 'numeric' })}
        {field('max_uses_per_buyer', 'Usos por comprador (opcional)', { inputMode: 'numeric' })}
        {field('min_numbers', 'Mínimo de números (opcional)', { inputMode: 'numeric' })}
        <FormField label="Rifa" error={errors.raffle_id?.message}>
          {(control) => (
            <Select {...control} {...register('raffle_id')}>
              <option value="">{m.allRaffles}</option>
              {(raffles.data ?? []).map((raffle) => (
                <option key={raffle.id} value={raffle.id}>
                  {raffle.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {field('valid_from', 'Válido desde (opcional)', { type: 'datetime-local' })}
        {field('valid_until', 'Válido hasta (opcional)', { type: 'datetime-local' })}
      </Form>
    </Dialog>
  );
}
