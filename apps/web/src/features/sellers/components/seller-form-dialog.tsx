import { useId } from 'react';
import { SellerInputSchema, type SellerInput, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateSeller } from '../api/create-seller';

const m = messages.sellers;
type SellerFormValues = { name: string; phone: string; code: string; commission_percent: string };
const EMPTY: SellerInput = { name: '', phone: '', code: '', commission_percent: '' };

/** 'Nuevo vendedor' (issue 29): name, phone, a short code for the link and the commission. */
export function SellerFormDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const formId = useId();
  const create = useCreateSeller();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: SellerInputSchema,
    defaultValues: EMPTY,
    clearOnEdit: true,
    quietWhenUnderFields: true,
    onSubmit: async (data) => {
      await create.mutateAsync(data);
      onSaved(m.created);
    },
  });

  const field = (name: keyof SellerFormValues, label: string, props: object = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete="off" {...props} {...register(name)} />}
    </FormField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!create.isPending}
      title={m.new}
      description="Su enlace será el de la rifa con ?v=CÓDIGO; su página privada se abre con un enlace secreto."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={create.isPending} busyText="Guardando...">
            Crear vendedor
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        {field('name', 'Nombre')}
        {field('phone', 'Teléfono', { inputMode: 'tel' })}
        {field('code', 'Código', { placeholder: 'ANA', autoCapitalize: 'characters' })}
        {field('commission_percent', 'Comisión (%)', { inputMode: 'decimal', placeholder: '10' })}
      </Form>
    </Dialog>
  );
}
