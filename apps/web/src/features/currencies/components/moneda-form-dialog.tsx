import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, MonedaFormSchema, type Moneda, type MonedaForm } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useCreateMoneda } from '../api/create-moneda';
import { useUpdateMoneda } from '../api/update-moneda';

const m = messages.currencies;

type FieldName = keyof MonedaForm;
const FIELDS: FieldName[] = ['nombre', 'codigo', 'simbolo', 'url_precio', 'status'];

type MonedaFormDialogProps = {
  /** The currency to edit; null creates a new one. */
  moneda: Moneda | null;
  onClose: () => void;
  /** Called with the success text once the server has saved. */
  onSaved: (message: string) => void;
};

function initialValues(moneda: Moneda | null): MonedaForm {
  return {
    nombre: moneda?.nombre ?? '',
    codigo: moneda?.codigo ?? '',
    simbolo: moneda?.simbolo ?? '',
    url_precio: moneda?.url_precio ?? '',
    status: moneda?.estatus ?? 'si',
  };
}

/**
 * Create or edit a currency (SPEC §5): the shared MonedaFormSchema checks the
 * fields with the spec's texts; a field's error clears as soon as it is edited.
 */
export function MonedaFormDialog({ moneda, onClose, onSaved }: MonedaFormDialogProps) {
  const formId = useId();
  const create = useCreateMoneda();
  const update = useUpdateMoneda();
  const mutation = moneda ? update : create;
  // A failure no single field explains (shown in the red box at the top).
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(MonedaFormSchema),
    defaultValues: initialValues(moneda),
    // Checked on submit only; editing a field clears its error (SPEC §5).
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      if (moneda) {
        await update.mutateAsync({ id: moneda.id, data });
        onSaved(m.updated);
      } else {
        await create.mutateAsync(data);
        onSaved(m.created);
      }
    } catch (err) {
      // SPEC §8: the server's error, or 'Error al guardar la moneda'.
      if (!showUnderFields(err)) {
        setFormError(err instanceof ApiError && err.body ? err.message : m.saveFailed);
      }
    }
  });

  /** The server's per-field answers (400 issues, a taken code) go under their fields. */
  function showUnderFields(err: unknown): boolean {
    if (!(err instanceof ApiError)) return false;
    if (err.error === m.codeTaken) {
      setError('codigo', { message: m.codeTaken });
      return true;
    }
    let shown = false;
    for (const issue of err.body?.issues ?? []) {
      if (!FIELDS.includes(issue.path as FieldName)) continue;
      setError(issue.path as FieldName, { message: issue.message });
      shown = true;
    }
    return shown;
  }

  const field = (name: FieldName) => {
    const errorId = `${formId}-${name}-error`;
    const error = errors[name]?.message;
    return {
      input: {
        id: `${formId}-${name}`,
        invalid: Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        ...register(name, { onChange: () => clearErrors(name) }),
      },
      error: <FieldError id={errorId}>{error}</FieldError>,
    };
  };
  const nombre = field('nombre');
  const codigo = field('codigo');
  const simbolo = field('simbolo');
  const url = field('url_precio');
  const status = field('status');

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!mutation.isPending}
      title={moneda ? 'Editar moneda' : 'Nueva moneda'}
      description="La URL de precio debe responder JSON con el campo price: cuántas unidades de la moneda vale 1 USD."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={mutation.isPending} busyText="Guardando...">
            {moneda ? 'Guardar cambios' : 'Crear moneda'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <div>
          <Label htmlFor={nombre.input.id} required>
            Nombre
          </Label>
          <Input
            {...nombre.input}
            placeholder="Bolívar digital"
            autoComplete="off"
            data-autofocus
          />
          {nombre.error}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={codigo.input.id} required>
              Código
            </Label>
            <Input
              {...codigo.input}
              placeholder="VES"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase placeholder:normal-case"
            />
            {codigo.error}
          </div>
          <div>
            <Label htmlFor={simbolo.input.id} required>
              Símbolo
            </Label>
            <Input {...simbolo.input} placeholder="Bs" autoComplete="off" />
            {simbolo.error}
          </div>
        </div>
        <div>
          <Label htmlFor={url.input.id} required>
            URL de precio
          </Label>
          <Input
            {...url.input}
            type="url"
            inputMode="url"
            placeholder="https://ejemplo.com/api/precio"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={[url.input['aria-describedby'], `${formId}-url-hint`]
              .filter(Boolean)
              .join(' ')}
          />
          {url.error}
          <FieldHint id={`${formId}-url-hint`}>
            El servidor consulta esta URL cada pocos minutos y guarda la última tasa válida.
          </FieldHint>
        </div>
        <div>
          <Label htmlFor={status.input.id}>Estado</Label>
          <Select {...status.input}>
            <option value="si">{m.statusLabels.si}</option>
            <option value="no">{m.statusLabels.no}</option>
          </Select>
          {status.error}
        </div>
      </form>
    </Dialog>
  );
}
