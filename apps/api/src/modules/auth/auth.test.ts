import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  findPasswordMaterial,
  latestQueuedEmail,
  queuedLinkToken,
} from '../../test/auth-factories';

const HOUR = 3_600_000;

describe('accounts: register, verify, login, logout, me', () => {
  let ctx: TestContext;
  let offsetMs = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const register = (email: string, extra: Record<string, unknown> = {}) =>
    post('/api/auth/register', {
      full_name: 'Ana Pérez',
      email,
      password: 'girasol-azul',
      ...extra,
    });
  const userByEmail = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    offsetMs = 0;
  });

  it('registers an unverified user and queues the verification e-mail', async () => {
    const res = await register('Ana@Correo.TEST', { phone: '04141234567' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Registro exitoso. Por favor verifica tu email.',
    });
    const user = await userByEmail('ana@correo.test');
    expect(user).toMatchObject({
      fullName: 'Ana Pérez',
      role: 'user',
      isVerified: false,
      phone: '04141234567',
    });
    const email = await latestQueuedEmail(ctx.database.db, 'ana@correo.test', 'verify_email');
    expect(email?.subject).toBe('Verifica tu email en Rifas');
    expect(email?.text).toMatch(/http:\/\/rifas\.test\/verify-email\?token=[\w-]{43}\b/);
  });

  it('answers a taken e-mail like a new one; the owner is told, the account is untouched', async () => {
    const first = await register('doble@correo.test');
    const owner = await userByEmail('doble@correo.test');
    const again = await register('DOBLE@correo.test', { full_name: 'Otra Persona' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'doble@correo.test'));
    expect(rows).toEqual([owner]);
    const told = await latestQueuedEmail(ctx.database.db, 'doble@correo.test', 'account_exists');
    expect(told?.subject).toBe('Ya tienes una cuenta en Rifas');
    // The owner's address is not verified yet: its name is whoever registered's text (ADR 084).
    expect(told?.text).toContain('Hola:');
    expect(told?.text).not.toContain('Ana Pérez');
    expect(told?.text).not.toContain('Otra Persona');
    expect(told?.text).toContain('http://rifas.test/forgot-password');
  });

  it.each([
    [{ full_name: '' }, 'El nombre completo es requerido'],
    [{ full_name: undefined }, 'El nombre completo es requerido'],
    [{ email: '' }, 'Email es requerido'],
    [{ email: 'no-es-email' }, 'Email no válido'],
    [{ password: '' }, 'La contraseña es requerida'],
    [{ password: 'abc12' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ password: 'Password123' }, 'La contraseña es demasiado común'],
    [{ password: 'x'.repeat(129) }, 'La contraseña no puede tener más de 128 caracteres'],
  ])('validates registration %o → %s', async (change, text) => {
    const res = await register('valida@correo.test', change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: text, message: text });
    expect(await userByEmail('valida@correo.test')).toBeUndefined();
  });

  it('lets an unverified user log in, then verifies the e-mail once', async () => {
    await register('verifica@correo.test');
    const login = await post('/api/auth/login', {
      email: 'verifica@correo.test',
      password: 'girasol-azul',
    });
    expect(login.statusCode).toBe(200);

    const token = await queuedLinkToken(ctx.database.db, 'verifica@correo.test', 'verify-email');
    const ok = await get(`/api/auth/verify-email?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Email verificado correctamente. Ya puedes iniciar sesión.',
      email: 'verifica@correo.test',
    });
    expect((await userByEmail('verifica@correo.test'))?.isVerified).toBe(true);

    // The link opened a second time (or after 48 hours) says so instead of failing.
    const again = await get(`/api/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'Tu email ya está verificado',
      email: 'verifica@correo.test',
    });
    offsetMs = 49 * HOUR;
    expect((await get(`/api/auth/verify-email?token=${token}`)).json().message).toBe(
      'Tu email ya está verificado',
    );
  });

  it('refuses a verification link after 48 hours', async () => {
    await register('tarde@correo.test');
    const token = await queuedLinkToken(ctx.database.db, 'tarde@correo.test', 'verify-email');
    offsetMs = 48 * HOUR + 60_000;
    const res = await get(`/api/auth/verify-email?token=${token}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El enlace no es válido o ha expirado');
    expect((await userByEmail('tarde@correo.test'))?.isVerified).toBe(false);
  });

  it('still accepts a verification link just before 48 hours', async () => {
    await register('justo@correo.test');
    const token = await queuedLinkToken(ctx.database.db, 'justo@correo.test', 'verify-email');
    offsetMs = 47 * HOUR;
    expect((await get(`/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['', 'no token'],
    ['?token=', 'an empty token'],
    ['?token=a&token=b', 'a list of tokens'],
    ['?token=desconocido', 'an unknown token'],
  ])('refuses verify-email with %s (%s)', async (query) => {
    const res = await get(`/api/auth/verify-email${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El enlace no es válido o ha expirado');
  });

  it('logs in with the e-mail in any case and returns the session user', async () => {
    const { user, password } = await buildUser(ctx.database.db, {
      email: 'login@correo.test',
      fullName: 'Luis Gómez',
    });
    const res = await post('/api/auth/login', { email: ' LOGIN@correo.test ', password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Inicio de sesión exitoso',
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: {
        id: user.id,
        name: 'Luis Gómez',
        email: 'login@correo.test',
        role: 'user',
        verified: true,
      },
    });
    expect(findPasswordMaterial(res.body)).toBeUndefined();
    const me = await get('/api/auth/me', { authorization: `Bearer ${body.token}` });
    expect(me.json()).toEqual({
      id: user.id,
      name: 'Luis Gómez',
      email: 'login@correo.test',
      role: 'user',
      verified: true,
    });
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    await buildUser(ctx.database.db, { email: 'existe@correo.test', password: 'la-buena-clave' });
    const wrong = await post('/api/auth/login', {
      email: 'existe@correo.test',
      password: 'otra-clave',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nadie@correo.test',
      password: 'otra-clave',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Email o contraseña incorrectos',
      message: 'Email o contraseña incorrectos',
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email es requerido'],
    [{ email: 'a@b.test' }, 'La contraseña es requerida'],
    [{ email: 'a@b.test', password: { $ne: '' } }, 'La contraseña es requerida'],
  ])('validates login %o → %s', async (payload, text) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(text);
  });

  it('logout revokes the session it was called with, and only that one', async () => {
    const { token, auth, password, user } = await buildUser(ctx.database.db);
    const other = (await post('/api/auth/login', { email: user.email, password })).json()
      .token as string;
    const res = await post('/api/auth/logout', {}, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Sesión cerrada' });
    expect((await get('/api/auth/me', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await get('/api/auth/me', { authorization: `Bearer ${other}` })).statusCode).toBe(200);
  });

  it('answers 401 to guests on logout and me', async () => {
    for (const res of [await post('/api/auth/logout', {}), await get('/api/auth/me')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('No autorizado. Inicia sesión para continuar.');
    }
    const bogus = await get('/api/auth/me', { authorization: 'Bearer no-existe' });
    expect(bogus.statusCode).toBe(401);
  });
});
