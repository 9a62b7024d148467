import type { Page } from '@playwright/test';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

// Issue 24, point 6: what a phone's thumb reaches.
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };

/** The part of a box inside the viewport, or null when none of it is. */
function onScreen(box: Box | null, view: { width: number; height: number }): Box | null {
  if (!box) return null;
  const top = Math.max(0, box.y);
  const bottom = Math.min(view.height, box.y + box.height);
  const left = Math.max(0, box.x);
  const right = Math.min(view.width, box.x + box.width);
  return bottom > top && right > left
    ? { x: left, y: top, width: right - left, height: bottom - top }
    : null;
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

/**
 * What the bar covers at this scroll position: grid buttons and the contact button seen
 * under it (boxes as drawn, transforms included, cut to the viewport).
 */
async function coveredByBar(page: Page): Promise<string[]> {
  const boxes = await page.evaluate(() => {
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const bar = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Continuar',
    )?.parentElement?.parentElement;
    const grid = document.querySelector('[role="group"][aria-label="Números de la rifa"]');
    const contact = document.querySelector('a[title="Escríbenos por WhatsApp"]');
    return {
      bar: bar ? box(bar) : null,
      buttons: [...(grid?.querySelectorAll('button') ?? [])].map((b) => ({
        label: b.textContent ?? '?',
        box: box(b),
      })),
      contact: contact ? box(contact) : null,
    };
  });
  const view = page.viewportSize()!;
  const barBox = onScreen(boxes.bar, view);
  if (!barBox) return [];
  const covered = boxes.buttons
    .filter(({ box }) => {
      const seen = onScreen(box, view);
      return seen !== null && overlaps(seen, barBox);
    })
    .map(({ label }) => label);
  const contactBox = onScreen(boxes.contact, view);
  if (contactBox && overlaps(contactBox, barBox)) covered.push('contacto');
  return covered;
}

test('a first-screen way to the picker; the bottom bar covers no number and no contact button', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin, { price_per_number: 2 });
  const method = await createPaymentMethod(request, admin, {
    name: 'Pago Móvil pulgar',
    capture_mode: 'optional',
    account_info: {
      bank_name: 'Banco de Venezuela',
      bank_code: '0102',
      phone: '0414-1234567',
      document_id: 'J-12345678-9',
      account_holder: 'Rifas C.A.',
    },
  });
  try {
    await page.goto(`/raffles/${raffle.id}`);
    // The call to action is on the first screen and takes the buyer to the grid.
    const cta = page.getByRole('link', { name: 'Elegir mis números' });
    const ctaBox = (await cta.boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(844);
    await viewShot(page, 'thumb-first-screen');
    await page.setViewportSize({ width: 390, height: 844 });
    await cta.click();
    const heading = page.getByRole('heading', { name: 'Elige tus números' });
    await expect(heading).toBeInViewport();
    // Whole, below the sticky header (rate strip and nav), not under it.
    await expect
      .poll(async () => {
        const header = (await page.locator('header').first().boundingBox())!;
        return (await heading.boundingBox())!.y - (header.y + header.height);
      })
      .toBeGreaterThanOrEqual(0);

    for (const label of ['03', '08', '19']) await numberButton(page, label).click();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    // Scrolled so the grid is above: the bar is there with the order.
    await page.getByRole('heading', { name: 'Resumen de compra' }).scrollIntoViewIfNeeded();
    await expect(continueButton).toBeVisible();
    await expect(continueButton.locator('xpath=../..')).toContainText('3 números · $6.00');
    await viewShot(page, 'thumb-sticky-bar');
    await page.setViewportSize({ width: 390, height: 844 });

    // Every scroll position from the top to the end of the page: nothing under the bar.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(async () => `${y}: ${(await coveredByBar(page)).join(',')}`).toBe(`${y}: `);
    }

    // 'Continuar' opens the checkout with the three numbers held.
    await page.getByRole('heading', { name: 'Resumen de compra' }).scrollIntoViewIfNeeded();
    await continueButton.click();
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Luis Pulgar');
    await buyer.getByLabel('Email').fill('luis.pulgar@rifas.test');
    await buyer.getByLabel('Teléfono').fill('0412-5550000');
    await buyer.getByLabel('Documento de identidad').fill('V-17000111');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();

    // The bank app's data, one piece per row with its own 'Copiar'; the receipt optional.
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: /Pago Móvil pulgar/ }).check();
    for (const row of ['monto a pagar', 'banco', 'teléfono', 'cédula o rif', 'titular']) {
      await expect(payment.getByRole('button', { name: `Copiar ${row}` })).toBeVisible();
    }
    await expect(payment.getByLabel('Captura del comprobante (opcional)')).toBeAttached();
    await payment.getByRole('button', { name: 'Copiar monto a pagar' }).scrollIntoViewIfNeeded();
    await viewShot(page, 'sheet-bank-data');
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
