import type { Locator, Page } from '@playwright/test';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  readGuestId,
  viewShot,
} from './buyer-helpers';
import { guestChallengeHeaders } from './challenge';
import { apiLoginAsAdmin, authHeaders, expect, shot, test } from './fixtures';

// What a buyer's phone shows: asserted against the 390×844 viewport, not only the DOM.
test.use({ viewport: { width: 390, height: 844 } });

async function expectInViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const view = page.viewportSize()!;
      return Boolean(box && box.y >= 0 && box.y + box.height <= view.height && box.x >= 0);
    })
    .toBe(true);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

async function fillBuyer(page: Page) {
  const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
  await buyer.getByLabel('Nombre completo').fill('María González');
  await buyer.getByLabel('Email').fill('maria@rifas.test');
  await buyer.getByLabel('Teléfono').fill('0414-1234567');
  await buyer.getByLabel('Documento de identidad').fill('V-12345678');
  await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
  return page.getByRole('dialog', { name: 'Pago' });
}

test.describe('a buyer on a phone', () => {
  test('payment errors come into view and take the focus; the hold counts down and can be held again', async ({
    page,
    request,
  }) => {
    // The whole checkout twice over (hold, re-hold, screenshots at two widths): ~45 s alone,
    // more on a busy machine.
    test.slow();
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await createPaymentMethod(request, admin, {
      name: 'Pago Móvil teléfono',
      requires_reference: true,
      account_info: {
        bank_name: 'Banco de Venezuela (0102) DEMO',
        account_number: 'Tel. 0414-0000000 · RIF J-00000000-0',
        account_holder: 'Rifas Demo C.A.',
      },
    });
    try {
      await page.clock.install();
      await page.goto(`/raffles/${raffle.id}`);
      await numberButton(page, '07').click();
      await numberButton(page, '12').click();
      await page.getByRole('button', { name: 'Proceder al pago' }).click();

      // Buyer data: the first error is focused and on screen.
      const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
      await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
      await expect(buyer.getByLabel('Nombre completo')).toBeFocused();
      await expectInViewport(page, buyer.getByLabel('Nombre completo'));

      const payment = await fillBuyer(page);
      await payment.getByRole('radio', { name: /Pago Móvil teléfono/ }).check();
      // Account data wraps at spaces only; the copy button says 'Copiado'.
      await expect(
        payment.getByText('Tel. 0414\u20110000000 · RIF J\u201100000000\u20110'),
      ).toBeVisible();
      await viewShot(page, 'phone-payment-method');

      // 1. 'Confirmar pago' without the reference: the error is focused inside the viewport.
      await payment.getByRole('button', { name: 'Confirmar pago' }).click();
      const reference = payment.getByLabel(/Número de referencia/);
      await expect(reference).toBeFocused();
      await expectInViewport(page, reference);
      await expectInViewport(page, payment.getByText('Número de referencia es requerido'));

      // 2. The hold counts down (mm:ss), warns in the last minute, then offers to hold again.
      const countdown = payment.getByText(/Números apartados por/);
      await expect(countdown).toContainText(/1[45]:\d\d/);
      await expect(payment.getByText(/p\. m\.\.|a\. m\.\./)).toHaveCount(0);
      await page.clock.fastForward('14:10');
      await expect(
        payment.getByText('Queda menos de 1 minuto: confirma tu pago pronto.'),
      ).toBeVisible();
      await expect(countdown).toContainText(/00:[0-5]\d/);
      await viewShot(page, 'phone-hold-warning');

      // Meanwhile number 12 goes to someone else (our hold given back, another buyer's taken).
      const guestId = await readGuestId(page);
      await request.post(`/api/raffles/${raffle.id}/release`, {
        data: { numbers: [12], customer_id: guestId },
      });
      const other = await request.post(`/api/raffles/${raffle.id}/reserve`, {
        headers: await guestChallengeHeaders(request),
        data: { numbers: [12], customer_id: `otro-${Date.now()}` },
      });
      expect(other.status()).toBe(200);

      await page.clock.fastForward('01:00');
      await expect(payment.getByText('Se acabó el tiempo de tu apartado')).toBeVisible();
      await expect(payment.getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
      await viewShot(page, 'phone-hold-expired');
      await payment.getByRole('button', { name: 'Apartar de nuevo' }).click();
      await expect(payment.getByText('Salieron de tu compra: 12.')).toBeVisible();
      await expect(payment.getByText(/1 número · Total \$5\.00/)).toBeVisible();
      await expect(payment.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
      await expect(countdown).toContainText(/1[45]:\d\d/);

      // 5. Back asks before it lets the hold go (issue 42); leaving keeps the page and the
      // selection.
      await page.evaluate(() => window.history.back());
      const leave = page.getByRole('dialog', { name: '¿Salir sin pagar?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Salir y liberar' }).click();
      await expect(payment).toBeHidden();
      await expect(page).toHaveURL(`/raffles/${raffle.id}`);
      await expect(numberButton(page, '07')).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await deletePaymentMethod(request, admin, method);
    }
  });

  test('a taken number is named next to the button; the contact button covers no total', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await createPaymentMethod(request, admin);
    try {
      await page.goto(`/raffles/${raffle.id}`);
      await numberButton(page, '03').click();
      await numberButton(page, '04').click();
      // Someone else holds 04 while the buyer is still choosing, scrolled to the summary.
      await page.getByRole('button', { name: 'Proceder al pago' }).scrollIntoViewIfNeeded();
      const other = await request.post(`/api/raffles/${raffle.id}/reserve`, {
        headers: await guestChallengeHeaders(request),
        data: { numbers: [4], customer_id: `otro-${Date.now()}` },
      });
      expect(other.status()).toBe(200);
      // 3. The notice naming the number is on screen wherever the buyer is, and 04 left the order.
      // A warning, said politely (role="status"), as a toast over the page.
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'Algunos números ya fueron apartados por otra persona: 04' });
      await expectInViewport(page, notice);
      await expect(page.getByRole('button', { name: 'Quitar el número 04' })).toHaveCount(0);
      await viewShot(page, 'phone-taken-notice');
      await notice.getByRole('button', { name: 'Entendido' }).click();

      // 6. Scrolled to the summary, the floating button leaves the total and 'Compartir' clear.
      const summary = page.getByRole('region', { name: 'Resumen de compra' });
      const contact = page.getByRole('link', {
        name: 'Escríbenos por WhatsApp (se abre en una pestaña nueva)',
        includeHidden: true,
      });
      for (const target of [
        summary.getByText('Total', { exact: true }),
        summary.getByRole('link', { name: /Compartir/ }),
      ]) {
        await target.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 0));
        const box = (await target.boundingBox())!;
        await expect
          .poll(async () => {
            const visible = await contact.evaluate((el) => getComputedStyle(el).opacity !== '0');
            const button = (await contact.boundingBox())!;
            return visible && overlaps(box, button);
          })
          .toBe(false);
      }
      // At the very end of the page nothing is covered either.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footerText = page.getByRole('contentinfo');
      await expect(footerText).toBeVisible();
    } finally {
      await deletePaymentMethod(request, admin, method);
    }
  });

  test('random pick over the order limit says so; an ended raffle says what happened', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    // 20,000 numbers: the per-buyer cap (5 %, ADR 040) is 1,000, so the order limit (500) is the one met.
    const raffle = await createRaffle(request, admin, { end_number: 19_999 });
    await page.goto(`/raffles/${raffle.id}`);
    await page.getByLabel('Otra cantidad').fill('600');
    await page.getByRole('button', { name: 'Elegir al azar' }).click();
    const capped = page.getByText(
      'Puedes seleccionar como máximo 500 números por compra: se eligieron 500 al azar.',
    );
    await expectInViewport(page, capped);

    const ended = await createRaffle(request, admin, {
      draw_date: new Date(Date.now() - 60_000).toISOString(),
    });
    await page.goto(`/raffles/${ended.id}`);
    await expect(page.getByRole('heading', { name: 'Rifa Finalizada' })).toBeVisible();
    await expect(page.getByText(/Se vendieron 0 números de 100\./)).toBeVisible();
    // 'N números disponibles' (the rate strip's 'No hay tasas … disponibles' is not about numbers).
    await expect(page.getByText(/\d+ números? disponibles?/)).toHaveCount(0);
    await expect(page.getByText(/Proceder al pago/)).toHaveCount(0);
    await shot(page, 'phone-ended-raffle');
  });

  test('without an active payment method nothing is held and the buyer is told', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const all = (await (
      await request.get('/api/payment-methods?all=1', { headers: authHeaders(admin) })
    ).json()) as { id: number; is_active: boolean }[];
    const active = all.filter((m) => m.is_active);
    const setActive = (id: number, is_active: boolean) =>
      request.put(`/api/payment-methods/${id}`, {
        data: { ...all.find((m) => m.id === id), is_active },
        headers: authHeaders(admin),
      });
    try {
      for (const m of active) await setActive(m.id, false);
      await page.goto(`/raffles/${raffle.id}`);
      await numberButton(page, '05').click();
      await page.getByRole('button', { name: 'Proceder al pago' }).click();
      await expectInViewport(
        page,
        page.getByRole('alert').filter({ hasText: 'No hay métodos de pago disponibles' }),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const numbers = await (await request.get(`/api/raffles/${raffle.id}/numbers`)).json();
      expect(numbers.reserved).toEqual([]);
    } finally {
      for (const m of active) await setActive(m.id, true);
    }
  });
});
