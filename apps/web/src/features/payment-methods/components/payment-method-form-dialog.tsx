import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  messages,
  PaymentMethodInputSchema,
  type PaymentMethod,
  type PaymentMethodInputParsed,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { useCurrencyOptions } from '../api/get-currency-options';
import { CustomFieldsEditor } from './custom-fields-editor';
import { accountLabels } from './account-labels';
import {
  ACCOUNT_FIELDS,
  initialPaymentMethodValues,
  type PaymentMethodFormValues,
} from './payment-method-form-values';
import { Form } from '@/components/ui/form';

const m = messages.paymentMethods;
export const CREATED = 'Método de pago creado correctamente';
export const UPDATED = 'Método de pago actualizado correctamente';

type PaymentMethodFormDialogProps = {
  /** The method to edit; null creates a new one. */
  method: PaymentMethod | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Create or edit a payment method (docs/domain.md fields; name required). */
export function PaymentMethodFormDialog({
  method,
  onClose,
  onSaved,
}: PaymentMethodFormDialogProps) {
  const formId = useId();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const saving = create.isPending || update.isPending;
  const currencies = useCurrencyOptions();
  const {
    control,
    register,
    submit,
    formError,
    getValues,
    setValue,
    formState: { errors },
  } = useSchemaForm<PaymentMethodFormValues, PaymentMethodInputParsed>({
    schema: PaymentMethodInputSchema,
    // Each field shows its first issue, the server's own words.
    toInput: (values) => values,
    defaultValues: initialPaymentMethodValues(method),
    // docs/api.md: the server's error, or 'Error al guardar el método de pago'.
    failureText: m.saveFailed,
    onSubmit: async (data) => {
      if (method) {
        await update.mutateAsync({ id: method.id, data });
        onSaved(UPDATED);
      } else {
        await create.mutateAsync(data);
        onSaved(CREATED);
      }
    },
  });

  // A method that asks the buyer for nothing leaves the operator nothing to check a payment against.
  const [reference, date, capture] = useWatch({
    control,
    name: ['requires_reference', 'requires_date', 'capture_mode'],
  });
  const asksNothing = !reference && !date && capture !== 'required';

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      dismissible={!saving}
      title={method ? 'Editar método de pago' : 'Nuevo método de pago'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={saving} busyText="Guardando...">
            {method ? 'Guardar cambios' : 'Crear método de pago'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-6">
        {formError && <Alert>{formError}</Alert>}

        <Group title="Datos del método">
          <FormField label="Nombre" required error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('name')}
                placeholder="Pago Móvil"
                autoComplete="off"
                data-autofocus
              />
            )}
          </FormField>
          <FormField label="Descripción" error={errors.description?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('description')}
                placeholder="Transferencia inmediata desde tu banco"
              />
            )}
          </FormField>
          <FormField label="Instrucciones para el comprador" error={errors.instructions?.message}>
            {(field) => <Textarea {...field} {...register('instructions')} rows={3} />}
          </FormField>
          <FormField
            label="Moneda"
            error={errors.moneda_id?.message}
            description={
              currencies.isError
                ? messages.currencies.loadFailed
                : 'El comprador verá resaltado el monto en esta moneda al elegir este método.'
            }
          >
            {(field) =>
              // Mounted once the choices are there, so an edited method's currency is selected.
              currencies.isPending ? (
                <Select {...field} disabled>
                  <option>Cargando monedas...</option>
                </Select>
              ) : (
                <Select {...field} {...register('moneda_id')}>
                  <option value="">Ninguna</option>
                  {currencies.data?.map((currency) => (
                    <option key={currency.id} value={String(currency.id)}>
                      {currency.nombre} ({currency.codigo})
                    </option>
                  ))}
                </Select>
              )
            }
          </FormField>
        </Group>

        <Group title="Datos de la cuenta">
          <p className="text-xs text-slate-500">
            Llena solo lo que el método necesita: el comprador verá cada dato con su botón «Copiar».
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {ACCOUNT_FIELDS.map((name) => (
              <FormField
                key={name}
                label={accountLabels[name].label}
                error={errors.account_info?.[name]?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...register(`account_info.${name}`)}
                    placeholder={accountLabels[name].placeholder}
                    inputMode={accountLabels[name].inputMode}
                    autoComplete="off"
                  />
                )}
              </FormField>
            ))}
          </div>
        </Group>

        <Group title="Requisitos del pago">
          <div className="grid gap-2">
            <Checkbox label="Requiere número de referencia" {...register('requires_reference')} />
            <Checkbox label="Requiere fecha de pago" {...register('requires_date')} />
          </div>
          <FormField label="Captura del comprobante" error={errors.capture_mode?.message}>
            {(field) => (
              <Select {...field} {...register('capture_mode')}>
                <option value="required">Obligatoria</option>
                <option value="optional">Opcional</option>
                <option value="none">No se pide</option>
              </Select>
            )}
          </FormField>
          {asksNothing && <Alert tone="warning">{m.asksNothing}</Alert>}
        </Group>

        <Group title="Vendedores">
          <div className="space-y-1">
            <Checkbox label={m.collectedBySeller} {...register('collected_by_seller')} />
            <p className="text-xs text-slate-500">{m.collectedBySellerHint}</p>
          </div>
        </Group>

        <Group title="Campos personalizados">
          <CustomFieldsEditor
            control={control}
            register={register}
            getValues={getValues}
            setValue={setValue}
            errors={errors}
          />
        </Group>

        <div className="rounded-xl border border-slate-200 p-3">
          <Checkbox label="Activo (se ofrece a los compradores)" {...register('is_active')} />
        </div>
      </Form>
    </Dialog>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
