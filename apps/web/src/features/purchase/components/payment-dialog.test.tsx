import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testConfig } from '@/test/api-stub';
import { methodFixture } from '../test/fixtures';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PaymentDialog } from './payment-dialog';
import type { ReholdProps } from './hold-countdown';
import { emptyPaymentForm, type PaymentFormValues } from '../utils/payment-form';

const strict = methodFixture({
  id: 7,
  name: 'Transferencia',
  requires_reference: true,
  requires_date: true,
  requires_capture: true,
  custom_fields: [
    { name: 'banco', label: 'Banco de origen', type: 'text', placeholder: '', required: true },
  ],
  account_info: { bank_name: 'Banco de Venezuela', account_number: '0102-1234' },
});
const simple = methodFixture({ id: 8, name: 'Efectivo' });

// A hold that lasts the whole test.
const holdEnd = {
  expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  deadline: Date.now() + 60 * 60_000,
};
// A hold that lapsed before the test.
const holdGone = {
  expiresAt: new Date(Date.now() - 1000).toISOString(),
  deadline: Date.now() - 1000,
};

const steadyHold: ReholdProps = {
  onRehold: () => undefined,
  reholding: false,
  lost: null,
  released: null,
  before: null,
  onReplace: () => undefined,
};

function Harness({
  onSubmit,
  rehold = steadyHold,
  lapsed = false,
}: {
  onSubmit: (values: PaymentFormValues, methodId: number) => void;
  rehold?: ReholdProps;
  lapsed?: boolean;
}) {
  const form = useSchemaForm<PaymentFormValues>({
    defaultValues: emptyPaymentForm,
    clearOnEdit: true,
  });
  return (
    <PaymentDialog
      form={form}
      count={2}
      total={10}
      hold={lapsed ? holdGone : holdEnd}
      rehold={rehold}
      submitting={false}
      problem={null}
      lostReceipt={null}
      upload={{ fraction: null, onCancel: () => undefined }}
      onSubmit={(values, method) => onSubmit(values, method.id)}
      onBack={() => undefined}
      onClose={() => undefined}
      onReselect={() => undefined}
    />
  );
}

function renderDialog(onSubmit = vi.fn(), rehold?: ReholdProps, lapsed = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onSubmit={onSubmit} rehold={rehold} lapsed={lapsed} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const png = (bytes: number, name = 'recibo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('PaymentDialog', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows every payment text of docs/domain.md and clears each when its field is edited', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [strict, simple] },
    });
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    const send = within(dialog).getByRole('button', { name: 'Confirmar pago' });
    await within(dialog).findByRole('radio', { name: 'Transferencia' });

    await user.click(send);
    expect(within(dialog).getByText('Selecciona un método de pago')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Transferencia' }));
    expect(within(dialog).queryByText('Selecciona un método de pago')).toBeNull();
    expect(within(dialog).getByText('0102\u20111234')).toBeInTheDocument();
    await user.click(send);
    for (const text of [
      'Número de referencia es requerido',
      'Fecha de pago es requerida',
      'Banco de origen es requerido',
      'Debes adjuntar una captura del comprobante',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Número de referencia/), '123');
    expect(within(dialog).queryByText('Número de referencia es requerido')).toBeNull();

    const receipt = within(dialog).getByLabelText(/Captura del comprobante/);
    await user.upload(receipt, png(10, 'recibo.pdf', 'application/pdf'));
    expect(
      within(dialog).getByText(
        'Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.',
      ),
    ).toBeInTheDocument();
    await user.upload(receipt, png(5 * 1024 * 1024 + 1));
    expect(
      within(dialog).getByText(
        'La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.',
      ),
    ).toBeInTheDocument();
    await user.upload(receipt, png(2048));
    expect(
      within(dialog).getByRole('img', { name: 'Vista previa del comprobante' }),
    ).toHaveAttribute('src', 'blob:vista-previa');
    expect(within(dialog).queryByText(/La imagen es demasiado grande/)).toBeNull();

    await user.type(within(dialog).getByLabelText(/Fecha de pago/), '2026-03-15');
    await user.type(within(dialog).getByLabelText(/Banco de origen/), 'Banesco');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, methodId] = onSubmit.mock.calls[0]!;
    expect(methodId).toBe(7);
    expect(values).toMatchObject({
      reference_number: '123',
      payment_date: '2026-03-15',
      custom: { banco: 'Banesco' },
    });
    expect(values.receipt).toBeInstanceOf(File);
  });

  it('a method that needs nothing asks for nothing', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [strict, simple] },
    });
    const user = userEvent.setup();
    const onSubmit = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Efectivo' }));
    expect(within(dialog).queryByLabelText(/Número de referencia/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ payment_method_id: '8' }), 8);
  });

  it('highlights the total in the currency the chosen method is paid in', async () => {
    const rate = (codigo: string, nombre: string, simbolo: string, precio: number) => ({
      codigo,
      nombre,
      simbolo,
      precio,
      updated_at: '2026-03-15T12:00:00.000Z',
      stale: false,
      last_error_at: null,
    });
    const pagoMovil = methodFixture({
      id: 9,
      name: 'Pago Móvil',
      moneda_id: 3,
      moneda_codigo: 'VES',
    });
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': {
        body: [rate('VES', 'Bolívar', 'Bs', 36.5), rate('COP', 'Peso colombiano', '$', 4000)],
      },
      'GET /api/payment-methods': { body: [simple, pagoMovil] },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    // Total $10.00: COP shows its code, VES its symbol.
    expect(await within(dialog).findByText('Bs 365,00')).toBeInTheDocument();
    expect(within(dialog).getByText('COP 40.000,00')).toBeInTheDocument();
    expect(within(dialog).queryByText('A pagar')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: /Pago Móvil/ }));
    const row = within(dialog).getByText('A pagar').closest('div')!;
    expect(row).toHaveTextContent('Bolívar');
    expect(row).toHaveTextContent('Bs 365,00');
    expect(row).not.toHaveTextContent('COP');

    // A method that names no currency highlights none.
    await user.click(within(dialog).getByRole('radio', { name: /Efectivo/ }));
    expect(within(dialog).queryByText('A pagar')).toBeNull();
  });

  it("says 'Error al cargar métodos de pago' and retries", async () => {
    let fail = true;
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': () =>
        fail ? { status: 500, body: { error: 'x', message: 'x' } } : { body: [simple] },
    });
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('Error al cargar métodos de pago')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radio', { name: 'Efectivo' })).toBeInTheDocument();
  });

  it('a lapsed hold is held again first, unless the server refused that: then it pays without one', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [strict, simple] },
    });
    const refusal = 'Ya tuviste apartados estos números el tiempo máximo seguido.';
    const onSubmit = renderDialog(vi.fn(), { ...steadyHold, exhausted: refusal }, true);
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Apartar de nuevo/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('radio', { name: 'Efectivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ payment_method_id: '8' }), 8);
  });

  it('a lapsed hold not refused offers Apartar de nuevo and waits for it', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [strict, simple] },
    });
    renderDialog(vi.fn(), steadyHold, true);
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    expect(within(dialog).getByRole('button', { name: /Apartar de nuevo/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
  });

  it('shows the amount and each piece of account data with a Copiar that gives what a bank app takes', async () => {
    const pagoMovil = methodFixture({
      id: 9,
      name: 'Pago Móvil BDV',
      moneda_id: 3,
      moneda_codigo: 'VES',
      capture_mode: 'optional',
      account_info: {
        bank_name: 'Banco de Venezuela',
        bank_code: '0102',
        phone: '0414-123.45.67',
        document_id: 'J-12345678-9',
        account_holder: 'Rifas C.A.',
      },
    });
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': {
        body: [
          {
            codigo: 'VES',
            nombre: 'Bolívar',
            simbolo: 'Bs',
            precio: 36.5,
            updated_at: '2026-03-15T12:00:00.000Z',
            stale: false,
            last_error_at: null,
          },
        ],
      },
      'GET /api/payment-methods': { body: [pagoMovil] },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    await user.click(await within(dialog).findByRole('radio', { name: /Pago Móvil BDV/ }));
    const data = dialog.querySelector('dl[aria-label="Datos para pagar"]')!;
    expect(data).toHaveTextContent('Monto a pagarBs 365,00');
    expect(data).toHaveTextContent('Banco0102 · Banco de Venezuela');
    for (const [button, copied] of [
      ['Copiar monto a pagar', '365,00'],
      ['Copiar banco', '0102'],
      ['Copiar teléfono', '04141234567'],
      ['Copiar cédula o rif', '123456789'],
      ['Copiar titular', 'Rifas C.A.'],
    ] as const) {
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(await navigator.clipboard.readText()).toBe(copied);
    }
    // An optional receipt: offered, not required.
    expect(within(dialog).getByLabelText('Captura del comprobante (opcional)')).toBeInTheDocument();
  });

  it('says which held numbers are gone, stops the countdown and offers to hold them again', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [simple] },
    });
    const onRehold = vi.fn();
    renderDialog(vi.fn(), { ...steadyHold, released: { label: '07', count: 1 }, onRehold });
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    await within(dialog).findByRole('radio', { name: 'Efectivo' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Tu apartado cambió');
    expect(alert).toHaveTextContent(
      'El número 07 ya no está apartado para ti: el organizador lo liberó, se venció el tiempo o lo tomó otra persona.',
    );
    expect(within(dialog).queryByText(/Números apartados por/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Apartar de nuevo' }));
    expect(onRehold).toHaveBeenCalledOnce();
  });

  it('after a re-hold that lost numbers, says the total from what to what and offers replacements', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [] },
      'GET /api/payment-methods': { body: [simple] },
    });
    const onReplace = vi.fn();
    renderDialog(vi.fn(), { ...steadyHold, lost: '12', before: 3, onReplace });
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    expect(within(dialog).getByText('Salieron de tu compra: 12.')).toBeInTheDocument();
    expect(within(dialog).getByText('El total cambió de $15.00 a $10.00.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Si ya pagaste \$15\.00, elige números de reemplazo/),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Elegir números de reemplazo' }),
    );
    expect(onReplace).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
  });
});
