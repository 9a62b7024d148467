import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { isResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PurchaseResultSchema, ReserveResultSchema } from '@rifas/shared';
import { serializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes what zod encode writes, without the keys the schema does not name', () => {
    const purchase = {
      success: true,
      message: 'Compra registrada',
      payment: {
        id: 7,
        status: 'pending',
        amount: 10,
        numbers: [42],
        precio_moneda: {},
        ticket_code: 'abc',
        holder_id: 'not for the buyer',
      },
      internal: 'never sent',
    };
    const hold = { reserved: [1], unavailableNumbers: [], expires_at: 'x', seconds_left: 9, a: 1 };
    for (const [schema, data] of [
      [PurchaseResultSchema, purchase],
      [ReserveResultSchema, hold],
    ] as const) {
      const written = compile(schema)(data);
      expect(written).toBe(JSON.stringify(z.encode(schema as z.ZodType, data)));
      expect(written).not.toMatch(/not for the buyer|never sent|"a"/);
    }
  });

  it('refuses an answer its schema does not allow', () => {
    const write = compile(z.object({ id: z.number().int() }));
    let thrown: unknown;
    try {
      write({ id: 'siete' });
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('refuses, when the route is built, a response schema that writes one way only', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompiler);
    const lower = z.object({ code: z.string().transform((v) => v.toLowerCase()) });
    app.get('/t', { schema: { response: { 200: z.array(lower) } } }, () => [{ code: 'A' }]);
    await expect(app.ready()).rejects.toThrow(/may not hold a pipe/);
    await app.close();
  });
});
