import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Currency } from '@rifas/shared';
import { stubApi } from '@/test/api-stub';
import { CurrencyFormDialog } from './currency-form-dialog';

const saved: Currency = {
  id: 7,
  nombre: 'Bolívar',
  codigo: 'VES',
  simbolo: 'Bs',
  url_precio: 'https://precios.example/ves',
  campo_precio: 'price',
  respaldos: [],
  precio_manual: null,
  fuente_precio: null,
  stale: false,
  estatus: 'si',
  posicion: 1,
  precio: 36.5,
  precio_updated_at: '2026-03-15T12:00:00.000Z',
  last_error: null,
  last_error_at: null,
};

function renderForm(currency: Currency | null = null) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrencyFormDialog moneda={currency} onClose={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

describe('currency form', () => {
  it('shows the spec texts for empty fields and sends nothing', async () => {
    const calls = stubApi({});
    const { user } = renderForm();
    await user.clear(field('Nombre'));
    await user.click(screen.getByRole('button', { name: 'Crear moneda' }));

    expect(await screen.findByText('El nombre es requerido')).toBeVisible();
    expect(screen.getByText('El código es requerido')).toBeVisible();
    expect(screen.getByText('El símbolo es requerido')).toBeVisible();
    expect(screen.getByText('La URL de precio es requerida')).toBeVisible();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveAccessibleDescription('El nombre es requerido');
    expect(calls).toEqual([]);
  });

  it('shows the format texts, and a field error clears as soon as that field is edited', async () => {
    stubApi({});
    const { user } = renderForm();
    await user.type(field('Nombre'), 'Bolívar');
    await user.type(field('Código'), 'V1');
    await user.type(field('Símbolo'), 'Bs.F.S');
    await user.type(field('URL de precio'), 'no es una url');
    await user.click(screen.getByRole('button', { name: 'Crear moneda' }));

    expect(await screen.findByText('El código debe tener 3 letras')).toBeVisible();
    expect(screen.getByText('El símbolo no puede tener más de 5 caracteres')).toBeVisible();
    expect(screen.getByText('La URL no es válida')).toBeVisible();

    // Still too long after the edit, but the error waits for the next submit.
    await user.type(field('Símbolo'), 'X');
    expect(screen.queryByText('El símbolo no puede tener más de 5 caracteres')).toBeNull();
    expect(field('Símbolo')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('La URL no es válida')).toBeVisible();
    expect(screen.getByText('El código debe tener 3 letras')).toBeVisible();
  });

  it('creates with the code upper-cased and reports success', async () => {
    const calls = stubApi({ 'POST /api/monedas': { status: 201, body: saved } });
    const { user, onSaved } = renderForm();
    await user.type(field('Nombre'), 'Bolívar');
    await user.type(field('Código'), 'ves');
    await user.type(field('Símbolo'), 'Bs');
    await user.type(field('URL de precio'), 'https://precios.example/ves');
    await user.clear(field('Orden'));
    await user.type(field('Orden'), '1');
    await user.click(screen.getByRole('button', { name: 'Crear moneda' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Moneda creada correctamente'));
    expect(calls[0]?.body).toEqual({
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      url_precio: 'https://precios.example/ves',
      status: 'si',
      posicion: 1,
      // The rate's field, no fallback rows filled, no manual rate (docs/domain.md Rate sources).
      campo_precio: 'price',
      respaldos: [],
      precio_manual: null,
    });
  });

  it('edits a currency, status included', async () => {
    const calls = stubApi({ 'PUT /api/monedas/7': { body: { ...saved, estatus: 'no' } } });
    const { user, onSaved } = renderForm(saved);
    expect(field('Nombre')).toHaveValue('Bolívar');
    await user.selectOptions(field('Estado'), 'Inactiva');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Moneda actualizada correctamente'),
    );
    expect(calls[0]?.body).toMatchObject({ codigo: 'VES', status: 'no' });
  });

  it("shows a taken code under its field, the server's error, or 'Error al guardar la moneda'", async () => {
    let reply: { status: number; body?: unknown } = {
      status: 409,
      body: {
        error: 'Ya existe una moneda con ese código',
        message: 'Ya existe una moneda con ese código',
        issues: [{ path: 'codigo', message: 'Ya existe una moneda con ese código' }],
      },
    };
    stubApi({ 'PUT /api/monedas/7': () => reply });
    const { user, onSaved } = renderForm(saved);
    const submit = screen.getByRole('button', { name: 'Guardar cambios' });

    await user.click(submit);
    expect(await screen.findByText('Ya existe una moneda con ese código')).toBeVisible();
    expect(field('Código')).toHaveAttribute('aria-invalid', 'true');

    reply = {
      status: 503,
      body: { error: 'Servicio no disponible', message: 'Servicio no disponible' },
    };
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');

    reply = { status: 502 };
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la moneda');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
