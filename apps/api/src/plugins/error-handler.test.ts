import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import errorHandler from './error-handler';
import { serializerCompiler } from '../lib/response-serializer';
import { conflict } from '../lib/errors';
import { createTestApp, type TestContext } from '../test/app';

describe('error handler', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    app.post(
      '/v',
      {
        schema: {
          body: z.object({ buyer: z.object({ name: z.string().min(1, 'Nombre es requerido') }) }),
        },
      },
      async () => 'ok',
    );
    app.get('/conflict', async () => {
      throw conflict('Algunos números ya no están disponibles', { unavailableNumbers: [7] });
    });
    app.get('/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers validation failures with 400, the first Spanish message and every issue', async () => {
    const res = await app.inject({ method: 'POST', url: '/v', payload: { buyer: { name: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Nombre es requerido',
      message: 'Nombre es requerido',
      issues: [{ path: 'buyer.name', message: 'Nombre es requerido' }],
    });
  });

  it('passes an AppError through with its extra fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Algunos números ya no están disponibles',
      message: 'Algunos números ya no están disponibles',
      unavailableNumbers: [7],
    });
  });

  it('hides the details of a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().error).toBe('Ocurrió un error inesperado. Intenta de nuevo.');
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El cuerpo de la solicitud no es JSON válido');
  });
});

describe("Zod's own rules, through the real app", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('answer in Spanish where a schema carries no message of ours', async () => {
    const unknownFormat = await ctx.app.inject({
      method: 'GET',
      url: '/api/raffles/1/numbers?format=zip',
    });
    expect(unknownFormat.statusCode).toBe(400);
    const text = unknownFormat.json().error as string;
    expect(text).toMatch(/^Opción inválida/);
    expect(text).not.toMatch(/Invalid|expected/);
  });
});
