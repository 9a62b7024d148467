import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { functionsFolder } from './migrate';
import {
  answerKept,
  CapsArgSchema,
  capsArg,
  CouponArgSchema,
  couponClaim,
  EmailArgSchema,
  emailUnderCap,
  GuardArgSchema,
  guardArg,
  KeepArgSchema,
  PaymentArgSchema,
  paymentRow,
  SaleRowArgSchema,
  saleRow,
} from './sale-args';

const source = (name: string) => readFile(join(functionsFolder(), `${name}.sql`), 'utf8');

/** The function's jsonb parameters, in order. */
const jsonParameters = (text: string) =>
  [...text.matchAll(/\b(p_\w+) jsonb\b/g)].map(([, name]) => name!).filter(unique);

function unique<T>(value: T, index: number, all: T[]) {
  return all.indexOf(value) === index;
}

/**
 * The keys the SQL reads from a JSON parameter: `p->>'key'` and `p->'key'`, or, for a row read
 * with jsonb_populate_record, the columns its SELECT lists (less the function's own variables).
 */
function keysRead(text: string, parameter: string): string[] {
  const arrows = [...text.matchAll(new RegExp(`\\b${parameter}->>?'(\\w+)'`, 'g'))];
  const populated = new RegExp(
    `SELECT ([\\w\\s,]+?)\\s+FROM jsonb_populate_record\\(null::\\w+, ${parameter}\\)`,
  ).exec(text);
  const variables = [...text.matchAll(/\bOUT (\w+)/g)].map(([, name]) => name);
  const listed = populated
    ? populated[1]!.split(',').map((column) => column.trim())
    : ([] as string[]);
  return [...arrows.map(([, key]) => key!), ...listed]
    .filter((key) => !variables.includes(key))
    .filter(unique)
    .sort();
}

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();

describe("rifas_sell's JSON arguments (db/sale-args.ts)", () => {
  const schemas: Record<string, z.ZodObject> = {
    p_caps: CapsArgSchema,
    p_guard: GuardArgSchema,
    p_payment: PaymentArgSchema,
    p_sale: SaleRowArgSchema,
    p_coupon: CouponArgSchema,
    p_email: EmailArgSchema,
    p_keep: KeepArgSchema,
  };

  it('each has a schema with exactly the keys the function reads', async () => {
    const text = await source('rifas_sell');
    // p_challenge goes on to rifas_spend_challenge as it is, as rifas_hold's (ChallengeTicket).
    expect(jsonParameters(text)).toEqual([...Object.keys(schemas), 'p_challenge']);
    for (const [parameter, schema] of Object.entries(schemas)) {
      expect(keysRead(text, parameter), parameter).toEqual(keysOf(schema));
    }
  });

  it("rifas_hold reads the same caps and guard as the sale's", async () => {
    const text = await source('rifas_hold');
    expect(keysRead(text, 'p_caps')).toEqual(keysOf(CapsArgSchema));
    expect(keysRead(text, 'p_guard')).toEqual(keysOf(GuardArgSchema));
  });

  it('are built to their schemas', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(CapsArgSchema.parse(capsArg({ buyer: 5, address: 9 }))).toEqual({
      buyer_max: 5,
      address_max: 9,
    });
    GuardArgSchema.parse(
      guardArg({
        priceCents: 100,
        drawAfter: now,
        drawBefore: now,
        isMinimalRequired: false,
        minimalNumber: 0,
      }),
    );
    PaymentArgSchema.parse(
      paymentRow({
        raffleId: 1,
        userId: null,
        paymentMethodId: 2,
        paymentMethodName: 'Pago Móvil',
        holderId: 'g:x',
        amountCents: 200,
        status: 'pending',
        referenceNumber: null,
        paymentDate: null,
        customerId: 'V1',
        customerName: 'Ana',
        customerEmail: 'a@example.com',
        customerPhone: '04141234567',
        customerIdNorm: 'V1',
        customerEmailNorm: 'a@example.com',
        customerPhoneNorm: '584141234567',
        ticketCode: 't',
        capturePath: null,
        clientAddress: '10.0.0.1',
        buyerKeys: ['doc:V1'],
        transactionData: {},
        precioMoneda: { VES: { rate: 40, unit: 40, total: 80, simbolo: 'Bs.' } },
        numbers: [1, 2],
        createdAt: now,
        updatedAt: now,
      }),
    );
    SaleRowArgSchema.parse(
      saleRow({
        breakdown: {
          packs: [{ quantity: 2, priceCents: 150, times: 1 }],
          singles: 0,
          unitCents: 100,
        },
        listCents: 150,
        discountCents: 10,
        couponId: 3,
        couponCode: 'AMIGO',
        sellerId: null,
        commissionCents: 0,
      }),
    );
    CouponArgSchema.parse(
      couponClaim(
        { id: 3, maxUses: 10, maxUsesPerBuyer: null },
        { keys: ['doc:V1'], documents: ['V1'] },
      ),
    );
    EmailArgSchema.parse(
      emailUnderCap(
        5,
        now,
        { kind: 'purchase', to: 'A@example.com', subject: 'S', text: 'T' },
        'N',
      ),
    );
    KeepArgSchema.parse(
      answerKept(
        { scope: 'purchase', key: 'k', requestHash: 'h', since: now, statusCode: 201 },
        { a: 1 },
        ['payment', 'id'],
      ),
    );
  });
});
