import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { api, ApiError, errorMessage, setUnauthorizedHandler } from './api-client';
import { getSession, saveSession } from './session';

const admin = {
  id: 1,
  name: 'Ana',
  email: 'ana@rifas.test',
  role: 'admin' as const,
  verified: true,
  token: 'tok-123',
};
const unauthorized = {
  status: 401,
  body: { error: 'No autorizado', message: 'No autorizado. Inicia sesión para continuar.' },
};

describe('api client', () => {
  const goToLogin = vi.fn();
  beforeEach(() => {
    goToLogin.mockReset();
    setUnauthorizedHandler(goToLogin);
  });

  it('sends the stored token and JSON, and returns the parsed answer', async () => {
    saveSession(admin);
    const calls = stubApi({ 'POST /api/raffles/7/reserve': { body: { reserved: [3] } } });

    const answer = await api.post(
      '/raffles/7/reserve',
      { numbers: [3] },
      { query: { page: 2, search: '' } },
    );

    expect(answer).toEqual({ reserved: [3] });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ numbers: [3] });
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const calls = stubApi({ 'POST /api/raffles': { status: 201, body: { id: 1 } } });
    const form = new FormData();
    form.set('title', 'Moto');
    await api.post('/raffles', form);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('a 401 on a call made with a token clears the session and goes to /login', async () => {
    saveSession(admin);
    stubApi({ 'GET /api/payments': unauthorized });

    const failure = await api.get('/payments').catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a token (a failed login) only returns the server message', async () => {
    stubApi({
      'POST /api/auth/login': {
        status: 401,
        body: {
          success: false,
          error: 'Email o contraseña incorrectos',
          message: 'Email o contraseña incorrectos',
        },
      },
    });

    const failure = await api
      .post('/auth/login', { email: 'x@y.z', password: 'bad' })
      .catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Email o contraseña incorrectos');
    expect(errorMessage(failure, 'Error al iniciar sesión')).toBe('Email o contraseña incorrectos');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('a call marked auth:false sends no token, so its 401 keeps the session', async () => {
    saveSession(admin);
    const calls = stubApi({ 'POST /api/auth/login': unauthorized });
    await api.post('/auth/login', {}, { auth: false }).catch(() => undefined);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(getSession()).toEqual(admin);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('parses the error shape with its extra fields', async () => {
    stubApi({
      'POST /api/raffles/1/purchase': {
        status: 409,
        body: {
          error: 'Algunos números ya no están disponibles',
          message: 'Algunos números ya no están disponibles',
          unavailableNumbers: [4, 9],
        },
      },
    });
    const failure = (await api
      .post('/raffles/1/purchase', {})
      .catch((err: unknown) => err)) as ApiError;
    expect(failure.status).toBe(409);
    expect(failure.error).toBe('Algunos números ya no están disponibles');
    expect(failure.body?.unavailableNumbers).toEqual([4, 9]);
  });

  it('a network failure becomes an ApiError with status 0 and the screen keeps its own text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await api.get('/raffles').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(errorMessage(failure, 'Error al cargar los detalles de la rifa')).toBe(
      'Error al cargar los detalles de la rifa',
    );
  });

  it('a 5xx shows the screen text, not the generic server one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Ocurrió un error inesperado. Intenta de nuevo.',
              message: 'Ocurrió un error inesperado. Intenta de nuevo.',
            }),
            { status: 500, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const failure = await api.post('/payments/1/validate').catch((err: unknown) => err);
    expect(errorMessage(failure, 'Error al validar el pago')).toBe('Error al validar el pago');
  });
});

describe('api.revalidate (ETag)', () => {
  function stubEtagServer(current: { etag: string; body: string }) {
    const seen: { ifNoneMatch: string | null; auth: string | null; cache?: RequestCache }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        seen.push({
          ifNoneMatch: headers.get('If-None-Match'),
          auth: headers.get('Authorization'),
          cache: init.cache,
        });
        if (headers.get('If-None-Match') === current.etag)
          return new Response(null, { status: 304 });
        return new Response(current.body, {
          status: 200,
          headers: { 'content-type': 'application/json', etag: current.etag },
        });
      }),
    );
    return seen;
  }

  it('sends the token and the held ETag; 304 is "not modified", 200 the body and its ETag', async () => {
    saveSession(admin);
    const seen = stubEtagServer({ etag: '"v7"', body: '{"version":7}' });

    const first = await api.revalidate<{ version: number }>('/raffles/3/numbers', { etag: null });
    expect(first).toEqual({ notModified: false, data: { version: 7 }, etag: '"v7"' });
    const again = await api.revalidate('/raffles/3/numbers', { etag: '"v7"' });
    expect(again).toEqual({ notModified: true });

    expect(seen).toEqual([
      { ifNoneMatch: null, auth: 'Bearer tok-123', cache: 'no-store' },
      { ifNoneMatch: '"v7"', auth: 'Bearer tok-123', cache: 'no-store' },
    ]);
  });

  it('reads the body as text or bytes when asked, and checks it with the schema', async () => {
    stubEtagServer({ etag: '"v1"', body: 'AQID' });
    const text = await api.revalidate('/x', {
      etag: '"old"',
      read: 'text',
      schema: { parse: (value: unknown) => String(value).toLowerCase() },
    });
    expect(text).toEqual({ notModified: false, data: 'aqid', etag: '"v1"' });
    const bytes = await api.revalidate<Uint8Array>('/x', { etag: undefined, read: 'bytes' });
    expect(bytes.notModified ? null : [...bytes.data]).toEqual([65, 81, 73, 68]);
  });

  it('a failure is an ApiError with the server text, a 304 is never one', async () => {
    stubApi({
      'GET /api/raffles/9/numbers': {
        status: 404,
        body: { error: 'Rifa no encontrada', message: 'Rifa no encontrada' },
      },
    });
    const failure = await api
      .revalidate('/raffles/9/numbers', { etag: '"v1"' })
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'Error al cargar los números')).toBe('Rifa no encontrada');
  });
});
