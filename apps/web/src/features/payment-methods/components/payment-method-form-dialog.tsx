import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messages, type PaymentMethod, type PaymentMethodInputParsed } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { CustomFieldsEditor } from './custom-fields-editor';
import {
  initialPaymentMethodValues,
  paymentMethodResolver,
  type PaymentMethodFormValues,
} from './payment-method-form-values';

const m = messages.paymentMethods;
export const CREATED = 'Método de pago creado correctamente';
export const UPDATED = 'Método de pago actualizado correctamente';

type PaymentMethodFormDialogProps = {
  /** The method to edit; null creates a new one. */
  method: PaymentMethod | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Create or edit a payment method (SPEC §3 fields; name required). */
export function PaymentMethodFormDialog({
  method,
  onClose,
  onSaved,
}: PaymentMethodFormDialogProps) {
  const formId = useId();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PaymentMethodFormValues, unknown, PaymentMethodInputParsed>({
    resolver: paymentMethodResolver,
    defaultValues: initialPaymentMethodValues(method),
  });

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      if (method) {
        await update.mutateAsync({ id: method.id, data });
        onSaved(UPDATED);
      } else {
        await create.mutateAsync(data);
        onSaved(CREATED);
      }
    } catch (err) {
      // SPEC §8: the server's error, or 'Error al guardar el método de pago'.
      setFormError(err instanceof ApiError && err.body?.error ? err.body.error : m.saveFailed);
    }
  });

  const text = (name: 'name' | 'description' | 'instructions') => {
    const error = errors[name]?.message;
    return {
      id: `${formId}-${name}`,
      invalid: Boolean(error),
      'aria-describedby': error ? `${formId}-${name}-error` : undefined,
      ...register(name),
    };
  };
  const account = (name: 'bank_name' | 'account_number' | 'account_holder') => ({
    id: `${formId}-${name}`,
    ...register(`account_info.${name}`),
  });

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
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-6">
        {formError && <Alert>{formError}</Alert>}

        <Group title="Datos del método">
          <div>
            <Label htmlFor={`${formId}-name`} required>
              Nombre
            </Label>
            <Input {...text('name')} placeholder="Pago Móvil" autoComplete="off" data-autofocus />
            <FieldError id={`${formId}-name-error`}>{errors.name?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${formId}-description`}>Descripción</Label>
            <Input {...text('description')} placeholder="Transferencia inmediata desde tu banco" />
            <FieldError id={`${formId}-description-error`}>
              {errors.description?.message}
            </FieldError>
          </div>
          <div>
            <Label htmlFor={`${formId}-instructions`}>Instrucciones para el comprador</Label>
            <Textarea {...text('instructions')} rows={3} />
            <FieldError id={`${formId}-instructions-error`}>
              {errors.instructions?.message}
            </FieldError>
          </div>
        </Group>

        <Group title="Datos de la cuenta">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${formId}-bank_name`}>Banco</Label>
              <Input {...account('bank_name')} placeholder="Banco de Venezuela" />
            </div>
            <div>
              <Label htmlFor={`${formId}-account_number`}>Número de cuenta o teléfono</Label>
              <Input {...account('account_number')} placeholder="0102-0000-00-0000000000" />
            </div>
            <div className="sm:col-span-2">
              <Label htmlFor={`${formId}-account_holder`}>Titular</Label>
              <Input {...account('account_holder')} placeholder="Rifas C.A. — J-12345678-9" />
            </div>
          </div>
        </Group>

        <Group title="Requisitos del pago">
          <div className="grid gap-2">
            <Checkbox label="Requiere número de referencia" {...register('requires_reference')} />
            <Checkbox label="Requiere fecha de pago" {...register('requires_date')} />
            <Checkbox label="Requiere captura del comprobante" {...register('requires_capture')} />
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
      </form>
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
