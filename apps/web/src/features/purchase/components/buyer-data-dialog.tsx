import type { UseFormReturn } from 'react-hook-form';
import type { BuyerData } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Form } from '@/components/ui/form';

type BuyerDataDialogProps = {
  form: UseFormReturn<BuyerData>;
  onSubmit: (data: BuyerData) => void;
  onClose: () => void;
};

const fields = [
  { name: 'customer_name', label: 'Nombre completo', type: 'text', autoComplete: 'name' },
  {
    name: 'customer_email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  { name: 'customer_phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  {
    name: 'customer_id',
    label: 'Documento de identidad',
    type: 'text',
    autoComplete: 'off',
    hint: 'Cédula o pasaporte, para identificarte si ganas.',
  },
] as const;

/**
 * The first purchase step (docs/product.md, §5): name, email, phone and document, all
 * required, checked by the shared BuyerDataSchema (the same texts as the
 * server). An error disappears as soon as its field is edited.
 */
export function BuyerDataDialog({ form, onSubmit, onClose }: BuyerDataDialogProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = form;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Datos del comprador"
      description="Usaremos estos datos para confirmar tu compra y contactarte si ganas."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="buyer-data-form">
            Continuar al pago
          </Button>
        </>
      }
    >
      <Form id="buyer-data-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            required
            error={errors[field.name]?.message}
            description={'hint' in field ? field.hint : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={'inputMode' in field ? field.inputMode : undefined}
                {...register(field.name, { onChange: () => clearErrors(field.name) })}
              />
            )}
          </FormField>
        ))}
      </Form>
    </Dialog>
  );
}
