import type { FieldErrors } from 'react-hook-form';
import type { RaffleFieldName, RaffleFormValues } from './raffle-form-values';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/** A titled card holding one group of the raffle form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** Cancel (back to the list) and the submit button with its docs/product.md label. */
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

/** The FormField props of a raffle field: its label, whether it is required and its error. */
export function fieldAbout(errors: FieldErrors<RaffleFormValues>) {
  return (name: RaffleFieldName, label: string, required = false) => ({
    label,
    required,
    error: errors[name]?.message,
  });
}
