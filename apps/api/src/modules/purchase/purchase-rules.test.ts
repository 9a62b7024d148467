import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('purchase: form rules and receipt checks', () => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  describe('the form rules (docs/domain.md)', () => {
    let raffleId: number;
    beforeAll(async () => {
      raffleId = (await buildRaffle(ctx.database.db)).id;
    });
    const errorOf = async (payment: unknown, extra: { image?: Buffer; numbers?: unknown } = {}) => {
      const res = await postPurchase(ctx.app, raffleId, {
        numbers: extra.numbers ?? [1],
        payment,
        ...(extra.image ? { image: { buffer: extra.image } } : {}),
      });
      return { status: res.statusCode, error: res.json().error as string };
    };

    it('requires every buyer field', async () => {
      const base = buyerPayment(methodId);
      expect(await errorOf({ ...base, customer_name: ' ' })).toEqual({
        status: 400,
        error: 'Nombre es requerido',
      });
      expect(await errorOf({ ...base, customer_email: undefined })).toEqual({
        status: 400,
        error: 'Email es requerido',
      });
      expect(await errorOf({ ...base, customer_email: 'no-es-email' })).toEqual({
        status: 400,
        error: 'Email no válido',
      });
      expect(await errorOf({ ...base, customer_phone: '' })).toEqual({
        status: 400,
        error: 'Teléfono es requerido',
      });
      expect(await errorOf({ ...base, customer_id: '' })).toEqual({
        status: 400,
        error: 'Documento es requerido',
      });
    });

    it('requires an active method and what it asks for', async () => {
      const inactive = await buildPaymentMethod(ctx.database.db, { isActive: false });
      const strict = await buildPaymentMethod(ctx.database.db, {
        requiresReference: true,
        requiresDate: true,
        requiresCapture: true,
        customFields: [
          { name: 'titular', label: 'Titular de la cuenta', type: 'text', required: true },
          { name: 'nota', label: 'Nota', type: 'text', required: false },
        ],
      });
      const buyer = buyerPayment(strict.id);
      const image = await buildImage('gif');
      expect(await errorOf({ ...buyer, payment_method_id: undefined })).toEqual({
        status: 400,
        error: 'Selecciona un método de pago',
      });
      // A refusal of one field names it in `issues`, as a failed schema does.
      const noMethod = await postPurchase(ctx.app, raffleId, {
        numbers: [1],
        payment: { ...buyer, payment_method_id: inactive.id },
      });
      expect(noMethod.json().issues).toEqual([
        { path: 'payment_method_id', message: 'Selecciona un método de pago' },
      ]);
      expect(await errorOf({ ...buyer, payment_method_id: inactive.id })).toEqual({
        status: 400,
        error: 'Selecciona un método de pago',
      });
      expect(await errorOf({ ...buyer, payment_method_id: 999_999 })).toEqual({
        status: 400,
        error: 'Selecciona un método de pago',
      });
      expect(await errorOf(buyer)).toEqual({
        status: 400,
        error: 'Número de referencia es requerido',
      });
      expect(await errorOf({ ...buyer, reference_number: 'R1' })).toEqual({
        status: 400,
        error: 'Fecha de pago es requerida',
      });
      expect(
        await errorOf({ ...buyer, reference_number: 'R1', payment_date: '2030-01-01' }),
      ).toEqual({
        status: 400,
        error: 'Debes adjuntar una captura del comprobante',
      });
      expect(
        await errorOf({ ...buyer, reference_number: 'R1', payment_date: '2030-01-01' }, { image }),
      ).toEqual({
        status: 400,
        error: 'Titular de la cuenta es requerido',
      });
      // Top-level custom field values are accepted too.
      const ok = await postPurchase(ctx.app, raffleId, {
        numbers: [2],
        payment: { ...buyer, reference_number: 'R1', payment_date: '2030-01-01', titular: 'Ana' },
        image: { buffer: image },
      });
      expect(ok.statusCode).toBe(201);
    });

    it('checks the receipt by its bytes and size', async () => {
      const buyer = buyerPayment(methodId);
      const text = Buffer.from('esto no es una imagen');
      expect(await errorOf(buyer, { image: text })).toEqual({
        status: 415,
        error: 'Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.',
      });
      const fakePng = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 1),
      ]);
      expect((await errorOf(buyer, { image: fakePng })).status).toBe(415);
      const huge = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff]),
        Buffer.alloc(5 * 1024 * 1024, 0),
      ]);
      expect(await errorOf(buyer, { image: huge })).toEqual({
        status: 413,
        error: 'La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.',
      });
    });

    it('answers malformed parts in Spanish', async () => {
      const buyer = buyerPayment(methodId);
      expect(await errorOf(buyer, { numbers: '[1,' })).toEqual({
        status: 400,
        error: 'La lista de números no es válida',
      });
      expect(await errorOf(buyer, { numbers: [] })).toEqual({
        status: 400,
        error: 'Selecciona al menos un número',
      });
      expect(await errorOf('{nope')).toEqual({
        status: 400,
        error: 'Los datos del pago no son válidos',
      });
      expect(await errorOf([1, 2])).toEqual({
        status: 400,
        error: 'Los datos del pago no son válidos',
      });
    });
  });
});
