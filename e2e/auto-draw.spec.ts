import type { APIRequestContext } from '@playwright/test';
import { buyThroughApi, createPaymentMethod, createRaffle } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  test,
  type LoginResult,
  snap,
} from './fixtures';

// Issue 44: winners told. The admin's winners list with 'Avisar por WhatsApp' carrying the
// shop's claim text, and 'Compartir resultados' in place of the invitation to buy.

async function sold(
  request: APIRequestContext,
  admin: LoginResult,
  raffleId: number,
  methodId: number,
  numbers: number[],
) {
  const response = await buyThroughApi(request, raffleId, methodId, numbers);
  expect(response.status(), await response.text()).toBe(201);
  const { payment } = (await response.json()) as { payment: { id: number } };
  const validated = await request.post(`/api/payments/${payment.id}/validate`, {
    headers: authHeaders(admin),
  });
  expect(validated.status(), await validated.text()).toBe(200);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a drawn raffle: the winners with WhatsApp and the results to share', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const headers = authHeaders(admin);
  const claim = `Retira tu premio en la tienda con tu cédula (${Date.now()}).`;
  const settings = await request.put('/api/settings', { headers, data: { claim_text: claim } });
  expect(settings.status(), await settings.text()).toBe(200);
  const raffle = await createRaffle(request, admin, { end_number: 99 });
  const method = await createPaymentMethod(request, admin);
  await sold(request, admin, raffle.id, method.id, [7]);
  await sold(request, admin, raffle.id, method.id, [42]);
  expect((await request.post(`/api/raffles/${raffle.id}/draw/close`, { headers })).status()).toBe(
    200,
  );
  const result = await request.post(`/api/raffles/${raffle.id}/draw/result`, {
    headers,
    data: {
      lottery_name: 'Lotería del Táchira',
      draw_at: new Date(Date.now() + 2 * 60_000).toISOString(),
      result: '4507',
    },
  });
  expect(result.status(), await result.text()).toBe(200);

  await loginAs(page, admin);
  await page.goto(`/admin/edit-raffle/${raffle.id}`);
  const winners = page.getByRole('region', { name: 'Ganadores' });
  await expect(winners.getByText('07', { exact: true })).toBeVisible();
  const notify = winners.getByRole('link', { name: 'Avisar por WhatsApp: 07' });
  await expect(notify).toHaveAttribute('href', /^https:\/\/wa\.me\/58\d+\?text=/);
  const text = decodeURIComponent((await notify.getAttribute('href'))!.split('?text=')[1]!);
  expect(text).toContain('¡Ganaste!');
  expect(text).toContain(claim);
  await winners.scrollIntoViewIfNeeded();
  await snap(page, { path: 'e2e/artifacts/draw-winners-390.png' });

  const share = page.getByRole('link', { name: `Compartir resultados: ${raffle.title}` });
  await expect(share).toBeVisible();
  await expect(page.getByRole('link', { name: /^Compartir por WhatsApp/ })).toHaveCount(0);
  const shared = decodeURIComponent((await share.getAttribute('href'))!.split('?text=')[1]!);
  expect(shared).toContain(`🏆 Resultados: ${raffle.title}`);
  expect(shared).toContain('Lotería del Táchira 4507');
  expect(shared).toMatch(/: 07 Otra/);
  expect(shared).toContain(`/raffle/${raffle.id}`);
  expect(shared).not.toContain('Elige tus números aquí');
});
