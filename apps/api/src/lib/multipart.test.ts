import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { messages } from '@rifas/shared';
import errorHandler from '../plugins/error-handler';
import multipart from '../plugins/multipart';
import { readMultipartForm } from './multipart';

const BOUNDARY = 'rifasprueba';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, content: Buffer, fileName = 'pago.jpg') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const end = `--${BOUNDARY}--\r\n`;

describe('readMultipartForm', () => {
  const app = Fastify();
  const outcomes: string[] = [];
  beforeAll(async () => {
    await app.register(errorHandler);
    await app.register(multipart);
    app.post('/form', async (request) => {
      try {
        const form = await readMultipartForm(request, {
          fileFields: ['image'],
          maxFileBytes: 1000,
          fileTooLargeText: 'La imagen es demasiado grande',
        });
        outcomes.push('read');
        return {
          multipart: request.isMultipart(),
          fields: form.fields,
          file: form.file?.length ?? null,
          fileName: form.fileName,
        };
      } catch (err) {
        outcomes.push('refused');
        throw err;
      }
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const send = (body: string | Buffer) =>
    app.inject({ method: 'POST', url: '/form', payload: body, headers: { 'content-type': TYPE } });

  it('reads the fields and the file; an empty file input is no file', async () => {
    const fields = field('numbers', '[1,2]') + field('nombre', 'María Pérez');
    const res = await send(
      Buffer.concat([Buffer.from(fields), file('image', Buffer.alloc(1000, 7)), Buffer.from(end)]),
    );
    expect(res.json()).toEqual({
      multipart: true,
      fields: { numbers: '[1,2]', nombre: 'María Pérez' },
      file: 1000,
      fileName: 'pago.jpg',
    });
    const empty = Buffer.concat([
      Buffer.from(fields),
      file('image', Buffer.alloc(0), ''),
      Buffer.from(end),
    ]);
    expect((await send(empty)).json()).toMatchObject({ file: null, fileName: null });
    expect((await send('')).json().fields).toEqual({});
  });

  it('answers each broken form with its Spanish 400 or 413', async () => {
    const cases: [string | Buffer, number, string][] = [
      [field('__proto__', '{}') + end, 400, messages.common.invalidMultipart],
      [field('a', '1') + field('a', '2') + end, 400, messages.common.duplicateField],
      [field('a', 'x'.repeat(64 * 1024 + 1)) + end, 413, messages.common.requestTooLarge],
      // Over the limit by two bytes: one over is read whole for the route's own check.
      [
        Buffer.concat([file('image', Buffer.alloc(1002)), Buffer.from(end)]),
        413,
        'La imagen es demasiado grande',
      ],
      [
        Buffer.concat([
          file('image', Buffer.alloc(9)),
          file('image', Buffer.alloc(9)),
          Buffer.from(end),
        ]),
        413,
        messages.common.tooManyParts,
      ],
      [
        Array.from({ length: 31 }, (_, i) => field(`f${i}`, 'x')).join('') + end,
        413,
        messages.common.tooManyParts,
      ],
      [field('a', '1').slice(0, -10), 400, messages.common.invalidMultipart],
    ];
    for (const [body, status, text] of cases) {
      const res = await send(body);
      expect([res.statusCode, res.json().error], text).toEqual([status, text]);
    }
  });

  it('gives up on a body whose sender hangs up halfway, and goes on serving', async () => {
    const before = outcomes.length;
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /form HTTP/1.1\r\nHost: x\r\nContent-Type: ${TYPE}\r\nContent-Length: 5000\r\n\r\n` +
        field('numbers', '[1]'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => outcomes.slice(before)).toEqual(['refused']);
    expect((await send(field('a', '1') + end)).json().fields).toEqual({ a: '1' });
  });
});
