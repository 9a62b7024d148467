import { useId } from 'react';
import { RateSourceFields } from './rate-source-fields';
import { messages, CurrencyFormSchema, type Currency, type CurrencyForm } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateCurrency } from '../api/create-currency';
import { useUpdateCurrency } from '../api/update-currency';
import { Form } from '@/components/ui/form';

const m = messages.currencies;

const FIELDS: (keyof CurrencyForm)[] = [
  'nombre',
  'codigo',
  'simbolo',
  'url_precio',
  'status',
  'posicion',
];

type CurrencyFormDialogProps = {
  /** The currency to edit; null creates a new one. */
  moneda: Currency | null;
  onClose: () => void;
  /** Called with the success text once the server has saved. */
  onSaved: (message: string) => void;
};

function initialValues(currency: Currency | null): CurrencyForm {
  return {
    nombre: currency?.nombre ?? '',
    codigo: currency?.codigo ?? '',
    simbolo: currency?.simbolo ?? '',
    url_precio: currency?.url_precio ?? '',
    status: currency?.estatus ?? 'si',
    posicion: currency?.posicion ?? 0,
    campo_precio: currency?.campo_precio ?? 'price',
    respaldos: [0, 1].map((i) => currency?.respaldos[i] ?? { url: '', campo: 'price' }),
    precio_manual: currency?.precio_manual ?? null,
  };
}

/**
 * Create or edit a currency (docs/domain.md): the shared CurrencyFormSchema checks the
 * fields with the spec's texts; a field's error clears as soon as it is edited.
 */
export function CurrencyFormDialog({
  moneda: currency,
  onClose,
  onSaved,
}: CurrencyFormDialogProps) {
  const formId = useId();
  const create = useCreateCurrency();
  const update = useUpdateCurrency();
  const mutation = currency ? update : create;
  const form = useSchemaForm({
    schema: CurrencyFormSchema,
    defaultValues: initialValues(currency),
    clearOnEdit: true,
    quietWhenUnderFields: true,
    // The server's per-field answers (400 issues, a taken code's 409) go under their fields;
    // anything else is the server's error, or 'Error al guardar la moneda' (docs/api.md).
    serverFields: FIELDS,
    failureText: m.saveFailed,
    onSubmit: async (data) => {
      if (currency) {
        await update.mutateAsync({ id: currency.id, data });
        onSaved(m.updated);
      } else {
        await create.mutateAsync(data);
        onSaved(m.created);
      }
    },
  });
  const {
    register,
    formError,
    formState: { errors },
  } = form;

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!mutation.isPending}
      title={currency ? 'Editar moneda' : 'Nueva moneda'}
      description="La URL de precio debe responder JSON con el campo price: cuántas unidades de la moneda vale 1 USD."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={mutation.isPending} busyText="Guardando...">
            {currency ? 'Guardar cambios' : 'Crear moneda'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={form.submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <FormField label="Nombre" required error={errors.nombre?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('nombre')}
              placeholder="Bolívar digital"
              autoComplete="off"
              data-autofocus
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Código" required error={errors.codigo?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('codigo')}
                placeholder="VES"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="uppercase placeholder:normal-case"
              />
            )}
          </FormField>
          <FormField label="Símbolo" required error={errors.simbolo?.message}>
            {(control) => (
              <Input {...control} {...register('simbolo')} placeholder="Bs" autoComplete="off" />
            )}
          </FormField>
        </div>
        <FormField
          label="URL de precio"
          required
          error={errors.url_precio?.message}
          description="El servidor consulta esta URL cada pocos minutos y guarda la última tasa válida."
        >
          {(control) => (
            <Input
              {...control}
              {...register('url_precio')}
              type="url"
              inputMode="url"
              placeholder="https://ejemplo.com/api/precio"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Estado" error={errors.status?.message}>
            {(control) => (
              <Select {...control} {...register('status')}>
                <option value="si">{m.statusLabels.si}</option>
                <option value="no">{m.statusLabels.no}</option>
              </Select>
            )}
          </FormField>
          <FormField
            label="Orden"
            error={errors.posicion?.message}
            description="Precios y tasas se muestran de menor a mayor orden."
          >
            {(control) => (
              <Input
                {...control}
                {...register('posicion', {
                  // An empty box means first (0); anything else goes to the schema as typed.
                  setValueAs: (value: unknown) =>
                    typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value,
                })}
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                step={1}
              />
            )}
          </FormField>
        </div>
        <RateSourceFields register={form.register} errors={errors} />
      </Form>
    </Dialog>
  );
}
