import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@rifas/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';

/** A titled card holding one group of the raffle form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** Cancel (back to the list) and the submit button with its SPEC §2 label. */
export function FormActions({ label, saving }: { label: string; saving: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
      <Link to="/admin/raffles" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        Cancelar
      </Link>
      <Button type="submit" size="lg" busy={saving} busyText="Guardando...">
        {label}
      </Button>
    </div>
  );
}

/** DESIGN §3: the warning before saving a winning number while the minimum is not reached. */
export function MinimumWarningDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Mínimo no alcanzado"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={onConfirm}>Guardar de todas formas</Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{messages.raffles.winnerBeforeMinimum}</p>
    </Dialog>
  );
}
