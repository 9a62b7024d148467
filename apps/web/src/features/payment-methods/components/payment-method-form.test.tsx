import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Currency, type PaymentMethod } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const m = messages.paymentMethods;
const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

const pagoMovil: PaymentMethod = {
  id: 4,
  name: 'Pago Móvil',
  description: 'Transferencia inmediata',
  instructions: 'Envía el pago y la captura',
  is_active: true,
  requires_reference: true,
  requires_date: false,
  requires_capture: true,
  collected_by_seller: false,
  capture_mode: 'required',
  custom_fields: [
    { name: 'cedula', label: 'Cédula', type: 'text', placeholder: 'V-1', required: true },
  ],
  account_info: {
    bank_name: 'Banco de Venezuela',
    account_number: '0412',
    account_holder: 'Rifas',
  },
  moneda_id: 3,
  moneda_codigo: 'VES',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

const currency = (id: number, nombre: string, codigo: string, simbolo: string): Currency => ({
  id,
  nombre,
  codigo,
  simbolo,
  url_precio: 'https://tasas.example/precio',
  campo_precio: 'price',
  respaldos: [],
  precio_manual: null,
  fuente_precio: null,
  stale: false,
  estatus: 'si',
  posicion: id,
  precio: 36.5,
  precio_updated_at: null,
  last_error: null,
  last_error_at: null,
});
const currencies = [
  currency(3, 'Bolívar', 'VES', 'Bs'),
  currency(5, 'Peso colombiano', 'COP', '$'),
];

function open(handlers: Parameters<typeof stubApi>[0] = {}) {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/payment-methods': { body: [] },
    'GET /api/monedas': {
      body: { monedas: currencies, pagination: { page: 1, limit: 100, total: 2, pages: 1 } },
    },
    ...handlers,
  });
  return { calls, ...renderApp('/admin/settings') };
}

const writes = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.path.startsWith('/api/payment-methods') && c.method !== 'GET');

describe('payment methods (settings)', () => {
  it("shows 'No hay métodos de pago' and asks for all methods as an admin", async () => {
    const { calls } = open();
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/payment-methods')).toBeDefined();
  });

  it("requires a name: 'El nombre es requerido', and sends nothing", async () => {
    const { calls } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo método de pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo método de pago' });
    await userEvent.type(within(dialog).getByLabelText(/^Nombre\*?$/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear método de pago' }));
    expect(await within(dialog).findByText(m.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nombre\*?$/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('checks custom fields and sends the whole method with them', { timeout: 20_000 }, async () => {
    let list: PaymentMethod[] = [];
    const { calls } = open({
      'GET /api/payment-methods': () => ({ body: list }),
      'POST /api/payment-methods': ({ body }) => {
        list = [{ ...pagoMovil, ...(body as object), id: 9 }];
        return { status: 201, body: list[0] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo método de pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo método de pago' });
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText(/^Nombre\*?$/), 'Zelle');
    await userEvent.type(inDialog.getByLabelText('Banco'), 'Bank of America');
    await userEvent.type(inDialog.getByLabelText('Correo (Zelle, Binance)'), 'pagos@rifas.test');
    await userEvent.click(inDialog.getByLabelText('Requiere número de referencia'));
    await userEvent.click(inDialog.getByRole('button', { name: 'Agregar campo' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Crear método de pago' }));
    const row = inDialog.getByRole('group', { name: 'Campo 1' });
    expect(await within(row).findByText(m.fieldLabelRequired)).toBeInTheDocument();
    expect(within(row).getByText(m.fieldNameRequired)).toBeInTheDocument();

    // The name is suggested from the label.
    await userEvent.type(within(row).getByLabelText(/^Etiqueta/), 'Correo del titular');
    await userEvent.tab();
    expect(within(row).getByLabelText(/^Nombre interno/)).toHaveValue('correo_del_titular');
    expect(within(row).queryByText(m.fieldNameRequired)).toBeNull();
    await userEvent.selectOptions(within(row).getByLabelText('Tipo'), 'email');
    await userEvent.click(within(row).getByLabelText('Obligatorio'));
    // The currency the buyer pays this method in.
    const currencyBox = await inDialog.findByRole('combobox', { name: 'Moneda' });
    expect(currencyBox).toHaveValue('');
    await userEvent.selectOptions(currencyBox, 'Peso colombiano (COP)');
    await userEvent.click(inDialog.getByRole('button', { name: 'Crear método de pago' }));

    expect(await screen.findByText('Método de pago creado correctamente')).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toEqual({
      name: 'Zelle',
      description: '',
      instructions: '',
      is_active: true,
      requires_reference: true,
      requires_date: false,
      requires_capture: false,
      collected_by_seller: false,
      capture_mode: 'none',
      // Blank pieces are left out; each filled one is its own field.
      account_info: { bank_name: 'Bank of America', email: 'pagos@rifas.test' },
      custom_fields: [
        {
          name: 'correo_del_titular',
          label: 'Correo del titular',
          type: 'email',
          placeholder: '',
          required: true,
        },
      ],
      moneda_id: 5,
    });
    expect(await screen.findByRole('heading', { name: 'Zelle' })).toBeInTheDocument();
  });

  it("edits a method and shows the server's error, or 'Error al guardar el método de pago'", async () => {
    let reply: { status: number; body?: unknown } = {
      status: 400,
      body: { error: m.fieldNamesUnique, message: m.fieldNamesUnique },
    };
    const { calls } = open({
      'GET /api/payment-methods': { body: [pagoMovil] },
      'PUT /api/payment-methods/4': () => reply,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Pago Móvil' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar método de pago' });
    expect(within(dialog).getByLabelText(/^Nombre\*?$/)).toHaveValue('Pago Móvil');
    expect(within(dialog).getByRole('combobox', { name: 'Captura del comprobante' })).toHaveValue(
      'required',
    );
    expect(within(dialog).getByLabelText(/^Etiqueta/)).toHaveValue('Cédula');
    // The method's currency is selected once the choices arrive.
    expect(await within(dialog).findByRole('combobox', { name: 'Moneda' })).toHaveValue('3');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.fieldNamesUnique);
    reply = { status: 502 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(m.saveFailed));
    expect(writes(calls)).toHaveLength(2);
  });

  it("asks before deleting and shows 'Error al eliminar el método de pago' on failure", async () => {
    const { calls } = open({
      'GET /api/payment-methods': { body: [pagoMovil] },
      'DELETE /api/payment-methods/4': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: Pago Móvil' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar método de pago' });
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.deleteFailed);
  });
});
