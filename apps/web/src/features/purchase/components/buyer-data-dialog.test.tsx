import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyerDataSchema, type BuyerData } from '@rifas/shared';
import { useSchemaForm } from '@/lib/use-schema-form';
import { BuyerDataDialog } from './buyer-data-dialog';

function Harness({ onSubmit }: { onSubmit: (data: BuyerData) => void }) {
  const form = useSchemaForm<BuyerData>({
    schema: BuyerDataSchema,
    clearOnEdit: true,
    defaultValues: { customer_name: '', customer_email: '', customer_phone: '', customer_id: '' },
  });
  return <BuyerDataDialog form={form} onSubmit={onSubmit} onClose={() => undefined} />;
}

describe('BuyerDataDialog', () => {
  it("shows the spec's texts for empty fields, clears each on edit, and checks the e-mail", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Continuar al pago' });

    await user.click(send);
    for (const text of [
      'Nombre es requerido',
      'Email es requerido',
      'Teléfono es requerido',
      'Documento es requerido',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Nombre completo/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Nombre completo/), 'María');
    expect(screen.queryByText('Nombre es requerido')).toBeNull();
    expect(screen.getByText('Email es requerido')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'maria@');
    expect(screen.queryByText('Email es requerido')).toBeNull();
    await user.click(send);
    expect(screen.getByText('Email no válido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'correo.com');
    await user.type(screen.getByLabelText(/Teléfono/), '04141234567');
    await user.type(screen.getByLabelText(/Documento/), '  V-123  ');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      customer_name: 'María',
      customer_email: 'maria@correo.com',
      customer_phone: '04141234567',
      customer_id: 'V-123',
    });
  });
});
