import { createServer, type Server } from 'node:http';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, shot, test } from './fixtures';

// The e2e server's TELEGRAM_API_ROOT (scripts/e2e-server.mjs): a loopback Bot API server.
const BOT_PORT = Number(process.env.E2E_PORT ?? 3100) + 20000;
const TOKEN = '7012345678:AAHfakeTokenForE2eOnly_0123456789abcd';

/** Answers getMe for TOKEN (401 for any other, as Telegram does) and deleteWebhook. */
function startBotApi(): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const send = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!match || match[1] !== TOKEN) {
      return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    }
    if (match[2] === 'getMe') {
      return send(200, {
        ok: true,
        result: { id: 7012345678, is_bot: true, first_name: 'Rifas', username: 'rifas_e2e_bot' },
      });
    }
    return send(200, { ok: true, result: match[2] === 'getUpdates' ? [] : true });
  });
  return new Promise((resolve) => server.listen(BOT_PORT, '127.0.0.1', () => resolve(server)));
}

test('Tienda › Avisos on a phone: the bot token, "Vincular mi Telegram", the chats', async ({
  page,
  request,
}) => {
  const bot = await startBotApi();
  const admin = await apiLoginAsAdmin(request);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, admin);
    await page.goto('/admin/tienda');
    await page.getByRole('link', { name: /^Avisos:/ }).click();
    await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
    await expect(page.getByText('Ningún chat vinculado todavía.')).toBeVisible();

    const token = page.getByLabel('Token del bot');
    await token.fill('123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('button', { name: 'Guardar el bot' }).click();
    await expect(page.getByText('El token del bot no es válido')).toBeVisible();

    await token.fill(TOKEN);
    await page.getByRole('button', { name: 'Guardar el bot' }).click();
    await expect(page.getByText('Bot conectado: @rifas_e2e_bot')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(TOKEN);

    await page.getByRole('button', { name: 'Vincular mi Telegram' }).click();
    const link = page.getByRole('link', { name: /^https:\/\/t\.me\/rifas_e2e_bot\?start=/ });
    await expect(link).toBeVisible();
    await expect(page.getByText(/Vale 10 minutos y sirve una sola vez/)).toBeVisible();
    await shot(page, 'notifications-telegram');
  } finally {
    await request.delete('/api/notifications/telegram', { headers: authHeaders(admin) });
    await new Promise((resolve) => bot.close(resolve));
  }
});
