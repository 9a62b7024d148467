import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  emptyCustomField,
  fieldNameFromLabel,
  type CustomFieldType,
  type PaymentMethodFormValues,
} from './payment-method-form-values';

const TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Texto',
  number: 'Número',
  email: 'Email',
  tel: 'Teléfono',
  date: 'Fecha',
  textarea: 'Texto largo',
};

type CustomFieldsEditorProps = {
  control: Control<PaymentMethodFormValues, unknown, unknown>;
  register: UseFormRegister<PaymentMethodFormValues>;
  getValues: UseFormGetValues<PaymentMethodFormValues>;
  setValue: UseFormSetValue<PaymentMethodFormValues>;
  errors: FieldErrors<PaymentMethodFormValues>;
};

/**
 * Extra fields the buyer fills in when paying with this method; each value is
 * stored in the payment's transaction_data under the field's name.
 */
export function CustomFieldsEditor({
  control,
  register,
  getValues,
  setValue,
  errors,
}: CustomFieldsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields' });
  const listError = errors.custom_fields?.root?.message ?? errors.custom_fields?.message;

  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="text-sm text-slate-500">
          Sin campos personalizados. Agrega uno si el comprador debe darte un dato más (por ejemplo,
          la cédula del titular).
        </p>
      )}
      {fields.map((row, index) => {
        const rowErrors = errors.custom_fields?.[index];
        const nameError = rowErrors?.name?.message;
        const labelError = rowErrors?.label?.message;
        return (
          <fieldset key={row.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-700">Campo {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label="Etiqueta" required error={labelError}>
                {(field) => (
                  <Input
                    {...field}
                    placeholder="Cédula del titular"
                    {...register(`custom_fields.${index}.label`, {
                      // Suggest the name from the label while the name is still empty.
                      onBlur: (event: { target: { value: string } }) => {
                        const suggestion = fieldNameFromLabel(event.target.value);
                        const name = `custom_fields.${index}.name` as const;
                        // Nothing happens on an empty label: a blur that re-renders
                        // would move the button the admin is clicking.
                        if (suggestion === '' || getValues(name).trim() !== '') return;
                        // Validated at once so an earlier 'needs a name' error goes away.
                        setValue(name, suggestion, { shouldValidate: true });
                      },
                    })}
                  />
                )}
              </FormField>
              <FormField label="Nombre interno" required error={nameError}>
                {(field) => (
                  <Input
                    {...field}
                    placeholder="cedula_titular"
                    autoCapitalize="off"
                    spellCheck={false}
                    {...register(`custom_fields.${index}.name`)}
                  />
                )}
              </FormField>
              <FormField label="Tipo">
                {(field) => (
                  <Select {...field} {...register(`custom_fields.${index}.type`)}>
                    {Object.entries(TYPE_LABELS).map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label="Texto de ayuda">
                {(field) => (
                  <Input
                    {...field}
                    placeholder="V-12345678"
                    {...register(`custom_fields.${index}.placeholder`)}
                  />
                )}
              </FormField>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <Checkbox label="Obligatorio" {...register(`custom_fields.${index}.required`)} />
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                onClick={() => remove(index)}
                aria-label={`Quitar el campo ${index + 1}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Quitar
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      <Button variant="outline" size="sm" onClick={() => append({ ...emptyCustomField })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Agregar campo
      </Button>
    </div>
  );
}
