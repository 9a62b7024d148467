import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, outboxEmails, users } from '../../db/schema';
import { prepareDeferredEmails } from '../mail';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { latestQueuedEmail, queuedLinkToken } from '../../test/auth-factories';

const INVALID = 'El enlace no es válido o ha expirado';

describe('accounts: password reset', () => {
  let ctx: TestContext;
  let offsetMs = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const me = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const requestReset = (email: string) => post('/api/auth/request-password-reset', { email });
  const resetToken = async (email: string) => {
    await requestReset(email);
    return (await queuedLinkToken(ctx.database.db, email, 'reset-password'))!;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    offsetMs = 0;
  });

  it('answers known and unknown e-mails identically, and mails only the known one', async () => {
    await buildUser(ctx.database.db, { email: 'conocida@correo.test' });
    const known = await requestReset('Conocida@correo.test');
    const unknown = await requestReset('desconocida@correo.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
    });
    const mail = await latestQueuedEmail(ctx.database.db, 'conocida@correo.test', 'reset_password');
    expect(mail?.subject).toBe('Restablece tu contraseña de Rifas');
    expect(mail?.text).toMatch(/http:\/\/rifas\.test\/reset-password\?token=[\w-]{43}\b/);
    const toUnknown = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'desconocida@correo.test'));
    expect(toUnknown).toHaveLength(0);
  });

  it('does the same work before answering whether or not the account exists', async () => {
    // The answer's time cannot tell an account exists if the answer does the
    // same thing in both cases: one queued request, no lookup, no token.
    await buildUser(ctx.database.db, { email: 'existe@correo.test' });
    const snapshot = async () => ({
      outbox: await ctx.database.db.select().from(outboxEmails),
      tokens: await ctx.database.db.select().from(authTokens),
    });
    const before = await snapshot();
    const known = await requestReset('existe@correo.test');
    const afterKnown = await snapshot();
    const unknown = await requestReset('no-existe@correo.test');
    const afterUnknown = await snapshot();
    expect(known.body).toBe(unknown.body);
    const added = (from: typeof before, to: typeof before) =>
      to.outbox.filter((row) => !from.outbox.some((old) => old.id === row.id));
    const shape = (rows: (typeof outboxEmails.$inferSelect)[]) =>
      rows.map((row) => ({ kind: row.kind, status: row.status, subject: row.subject }));
    expect(shape(added(before, afterKnown))).toEqual([
      { kind: 'deferred:reset_password', status: 'pending', subject: '' },
    ]);
    expect(shape(added(afterKnown, afterUnknown))).toEqual(shape(added(before, afterKnown)));
    expect(afterUnknown.tokens).toHaveLength(before.tokens.length);

    // Afterwards the outbox job mails the known address and drops the other request.
    await prepareDeferredEmails({ db: ctx.database.db });
    const rows = await ctx.database.db.select().from(outboxEmails);
    expect(rows.filter((r) => r.to === 'existe@correo.test').map((r) => r.kind)).toEqual([
      'reset_password',
    ]);
    expect(rows.filter((r) => r.to === 'no-existe@correo.test')).toEqual([]);
  });

  it('validates the e-mail of the request', async () => {
    const res = await requestReset('no-es-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Email no válido');
  });

  it('sets the new password, revokes every session and verifies the address', async () => {
    const { user, password, token } = await buildUser(ctx.database.db, { isVerified: false });
    const link = await resetToken(user.email);
    const res = await post('/api/auth/reset-password', {
      token: link,
      newPassword: 'nueva-clave-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Contraseña restablecida correctamente. Ya puedes iniciar sesión.',
    });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'nueva-clave-7')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isVerified).toBe(true);
  });

  it('uses a link once, and retires the older links of the same user', async () => {
    const { user } = await buildUser(ctx.database.db);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(first).not.toBe(second);
    expect(
      (await post('/api/auth/reset-password', { token: second, newPassword: 'segunda-clave' }))
        .statusCode,
    ).toBe(200);
    for (const token of [second, first]) {
      const again = await post('/api/auth/reset-password', { token, newPassword: 'tercera-clave' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ success: false, error: INVALID, message: INVALID });
    }
    expect((await login(user.email, 'segunda-clave')).statusCode).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const { user, password } = await buildUser(ctx.database.db);
    const token = await resetToken(user.email);
    offsetMs = 61 * 60_000;
    const res = await post('/api/auth/reset-password', { token, newPassword: 'demasiado-tarde' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID);
    offsetMs = 0;
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('does not spend the link on a refused new password', async () => {
    const { user } = await buildUser(ctx.database.db);
    const token = await resetToken(user.email);
    for (const [newPassword, text] of [
      ['12345', 'La contraseña debe tener al menos 6 caracteres'],
      ['qwerty123', 'La contraseña es demasiado común'],
      ['', 'La nueva contraseña es obligatoria'],
    ] as const) {
      const res = await post('/api/auth/reset-password', { token, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(text);
    }
    const ok = await post('/api/auth/reset-password', { token, newPassword: 'ahora-si-vale' });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    [{ token: {}, newPassword: 'clave-valida-1' }],
    [{ token: ['abc'], newPassword: 'clave-valida-1' }],
    [{ token: 12345, newPassword: 'clave-valida-1' }],
    [{ token: '', newPassword: 'clave-valida-1' }],
    [{ newPassword: 'clave-valida-1' }],
  ])('refuses a token that is not a non-empty string: %o', async (payload) => {
    const res = await post('/api/auth/reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Token de restablecimiento no válido');
  });

  it('refuses an unknown token and a verification token used as a reset token', async () => {
    const unknown = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'clave-valida-1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(INVALID);

    await post('/api/auth/register', {
      full_name: 'Eva',
      email: 'eva@correo.test',
      password: 'clave-de-eva',
    });
    const verify = await queuedLinkToken(ctx.database.db, 'eva@correo.test', 'verify-email');
    const crossed = await post('/api/auth/reset-password', {
      token: verify,
      newPassword: 'clave-valida-1',
    });
    expect(crossed.statusCode).toBe(400);
    expect((await login('eva@correo.test', 'clave-de-eva')).statusCode).toBe(200);
  });
});
