import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SellerInputSchema } from '@rifas/shared';
import { ApiError } from './api-client';
import { useSchemaForm } from './use-schema-form';

type Values = { name: string; price: string };

const priceIssue = new ApiError(400, {
  error: 'El precio debe ser mayor que 0',
  message: 'El precio debe ser mayor que 0',
  issues: [
    { path: 'price', message: 'El precio debe ser mayor que 0' },
    { path: 'nowhere', message: 'No es de este formulario' },
  ],
});

/** A two-field form without a schema: its submit throws what the test says. */
function ServerForm({
  fails,
  failureText,
  quietWhenUnderFields,
}: {
  fails: unknown;
  failureText?: string | ((err: unknown) => string);
  quietWhenUnderFields?: boolean;
}) {
  const form = useSchemaForm<Values>({
    defaultValues: { name: '', price: '' },
    onSubmit: () => {
      throw fails;
    },
    ...(failureText === undefined ? {} : { failureText }),
    ...(quietWhenUnderFields === undefined ? {} : { quietWhenUnderFields }),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <input aria-label="Nombre" {...form.register('name')} />
      {errors.name && <p>{errors.name.message}</p>}
      <input aria-label="Precio" {...form.register('price')} />
      {errors.price && <p data-testid="price-error">{errors.price.message}</p>}
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useSchemaForm, a failed submit', () => {
  it('puts each 400 issue under the field of the same path and skips unknown paths', async () => {
    const user = userEvent.setup();
    render(<ServerForm fails={priceIssue} quietWhenUnderFields />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('price-error')).toHaveTextContent(
      'El precio debe ser mayor que 0',
    );
    expect(screen.queryByText('No es de este formulario')).toBeNull();
    // Quiet: the issue is under its field, the red box stays empty.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the red box too unless the form asks for quiet', async () => {
    const user = userEvent.setup();
    render(<ServerForm fails={priceIssue} failureText="Error al guardar" />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El precio debe ser mayor que 0');
    expect(screen.getByTestId('price-error')).toBeInTheDocument();
  });

  it("shows the screen's fallback for a failure without the server's reason, or a template", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ServerForm fails={new Error('offline')} failureText="Error al guardar" />,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar');
    unmount();

    const conflict = new ApiError(409, { error: 'Ya existe', message: 'Ya existe' });
    render(<ServerForm fails={conflict} failureText={(err) => `No se pudo: ${String(err)}`} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo: ApiError: Ya existe');
  });
});

/** The seller form's schema, errors cleared on edit. */
function SellerForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useSchemaForm({
    schema: SellerInputSchema,
    defaultValues: { name: '', phone: '', code: '', commission_percent: '' },
    clearOnEdit: true,
    onSubmit,
  });
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <input aria-label="Nombre" {...form.register('name')} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useSchemaForm, clearOnEdit', () => {
  it("clears a field's error as soon as it is edited, and checks it again on the next submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SellerForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const text = (await screen.findByRole('alert')).textContent;
    expect(text).toBeTruthy();
    // Still incomplete after the edit, but the error waits for the next submit.
    await user.type(screen.getByLabelText('Nombre'), ' ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Nombre'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
