import { useId } from 'react';
import { TruncateInputSchema, messages, type TruncateResult } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useTruncateDatabase } from '../api/truncate-database';

const m = messages.raffles;
const PasswordFormSchema = TruncateInputSchema.pick({ password: true });

type EmptyDatabaseDialogProps = {
  onClose: () => void;
  onEmptied: (result: TruncateResult) => void;
};

/**
 * 'Vaciar Todo' (docs/product.md, §8; docs/departures.md, §5): the spec's confirmation and the
 * admin's own password (docs/security.md), then the call with { confirm: 'VACIAR', password }.
 * A backup is written before anything is deleted.
 */
export function EmptyDatabaseDialog({ onClose, onEmptied }: EmptyDatabaseDialogProps) {
  const formId = useId();
  const truncate = useTruncateDatabase();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: PasswordFormSchema,
    defaultValues: { password: '' },
    failureText: m.truncateFailed,
    onSubmit: async (values) => onEmptied(await truncate.mutateAsync(values)),
  });

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!truncate.isPending}
      title="Vaciar Todo"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={truncate.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            busy={truncate.isPending}
            busyText="Vaciando..."
          >
            Vaciar Todo
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-3 text-sm text-slate-700">
        {formError && <Alert>{formError}</Alert>}
        <p className="text-base font-semibold text-slate-900">{m.truncateConfirm}</p>
        <p>
          Se eliminarán todas las rifas, sus números y apartados, los pagos y sus comprobantes. Se
          conservan los usuarios, las monedas y los métodos de pago.
        </p>
        <p>Antes de borrar se guarda una copia de seguridad que podrás descargar.</p>
        <PasswordField
          label="Tu contraseña"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </Form>
    </Dialog>
  );
}
