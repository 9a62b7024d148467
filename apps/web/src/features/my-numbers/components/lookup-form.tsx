import { NumbersLookupInputSchema, type NumbersLookupInput } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';

type LookupFormProps = {
  onSubmit: (values: NumbersLookupInput) => void;
  busy: boolean;
};

/** The cédula plus the e-mail or phone the buyer gave, validated by the API's own schema. */
export function LookupForm({ onSubmit, busy }: LookupFormProps) {
  const {
    register,
    submit,
    formState: { errors },
  } = useSchemaForm<NumbersLookupInput>({
    schema: NumbersLookupInputSchema,
    defaultValues: { document: '', contact: '' },
    // The lookup's answer, found or not, is the page's to show.
    onSubmit,
  });

  return (
    <Form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Cédula"
        autoComplete="off"
        placeholder="V-12345678"
        hint="La misma con la que compraste."
        error={errors.document?.message}
        {...register('document')}
      />
      <TextField
        label="Email o teléfono"
        autoComplete="email"
        placeholder="tu@correo.com o 0412 1234567"
        hint="El que escribiste al comprar."
        error={errors.contact?.message}
        {...register('contact')}
      />
      <Button type="submit" size="lg" className="w-full" busy={busy} busyText="Buscando...">
        Buscar mis números
      </Button>
    </Form>
  );
}
