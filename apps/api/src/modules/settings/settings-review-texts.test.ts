import {
  DEFAULT_WHATSAPP_REJECTED_TEXT,
  DEFAULT_WHATSAPP_VALIDATED_TEXT,
  type Settings,
} from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

/** The shop's texts for 'Avisar por WhatsApp' after a review (issue 40, point 4). */
describe("shop settings: the buyer's WhatsApp texts", () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => ctx.close());

  const put = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: admin });
  const settings = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: admin })
    ).json<Settings>();

  it('start from the default texts with their words in braces', async () => {
    expect(await settings()).toMatchObject({
      whatsapp_validated_text: DEFAULT_WHATSAPP_VALIDATED_TEXT,
      whatsapp_rejected_text: DEFAULT_WHATSAPP_REJECTED_TEXT,
    });
    expect(DEFAULT_WHATSAPP_VALIDATED_TEXT).toContain('Tus números: {numeros}');
    expect(DEFAULT_WHATSAPP_VALIDATED_TEXT).toContain('Tu ticket: {ticket}');
  });

  it('are saved trimmed, and kept when another field changes', async () => {
    const res = await put({
      whatsapp_validated_text: '  ¡Listo {nombre}! Números {numeros}\nTicket: {ticket}  ',
      whatsapp_rejected_text: 'Lo siento {nombre}: {motivo}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      whatsapp_validated_text: '¡Listo {nombre}! Números {numeros}\nTicket: {ticket}',
      whatsapp_rejected_text: 'Lo siento {nombre}: {motivo}',
    });
    await put({ shop_name: 'Otra Tienda' });
    expect((await settings()).whatsapp_rejected_text).toBe('Lo siento {nombre}: {motivo}');
  });

  it.each([
    [{ whatsapp_validated_text: '   ' }, 'El mensaje de WhatsApp para el comprador es requerido'],
    [
      { whatsapp_rejected_text: 'x'.repeat(1001) },
      'El mensaje de WhatsApp para el comprador no puede pasar de 1000 caracteres',
    ],
    [{ whatsapp_rejected_text: 42 }, 'El mensaje de WhatsApp para el comprador es requerido'],
  ])('refuse %j with a Spanish 400 and change nothing', async (payload, message) => {
    const before = await settings();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await settings()).toEqual(before);
  });
});
