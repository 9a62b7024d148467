import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { getStorage } from '../lib/storage';
import {
  deleteRaffleImages,
  saveRaffleImage,
  type SavedRaffleImage,
} from '../modules/raffles-admin';
import type { Db, Tx } from '../db/client';
import { insertPaymentMethods } from './seed-demo-methods';
import { posterPng, SHAPES } from './seed-demo-posters';
import { payments, raffleNumbers, raffles } from '../db/schema';
import { leavePaymentNotices } from '../modules/notifications';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo buyers are obviously fake: the surname "Demo", documents V-0000000x,
 * e-mails on the reserved .invalid domain (never deliverable), 0000 phones.
 */
const DEMO_FIRST_NAMES = [
  'María',
  'José',
  'Carmen',
  'Luis',
  'Ana',
  'Carlos',
  'Yelitza',
  'Pedro',
  'Daniela',
  'Jesús',
  'Rosa',
  'Miguel',
  'Gabriela',
  'Rafael',
  'Andreína',
  'Jorge',
  'Valentina',
  'Oscar',
  'Mariela',
  'Ramón',
];
const demoBuyer = (i: number) => {
  const first = DEMO_FIRST_NAMES[i % DEMO_FIRST_NAMES.length]!;
  const n = String(i + 1).padStart(2, '0');
  return {
    customerName: `${first} Demo`,
    customerEmail: `comprador${n}@demo.invalid`,
    customerPhone: `0000-000-00${n}`,
    customerId: `V-000000${n}`,
  };
};

/** A small deterministic shuffle so the demo looks the same on every fresh start. */
function shuffled(numbers: number[], seed: number): number[] {
  const out = [...numbers];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const range = (start: number, end: number) =>
  Array.from({ length: end - start + 1 }, (_, i) => start + i);

type Method = { id: number; name: string };

/** Completed payments of 1–6 numbers each, by rotating demo buyers, with their numbers sold. */
async function insertSales(
  tx: Tx,
  opts: {
    raffleId: number;
    priceCents: number;
    numbers: number[];
    methods: Method[];
    firstBuyer: number;
    soldFrom: Date;
    /** No sale is dated after this (the seed's "now"): demo dates never lie in the future. */
    until: Date;
    status?: 'completed' | 'pending';
  },
) {
  let cursor = 0;
  let buyer = opts.firstBuyer;
  while (cursor < opts.numbers.length) {
    const size = Math.min(1 + ((buyer * 7) % 6), opts.numbers.length - cursor);
    const bought = opts.numbers.slice(cursor, cursor + size);
    const method = opts.methods[buyer % opts.methods.length]!;
    // Every 3 hours from soldFrom, counted from this call's first buyer, never past `until`.
    const offset = (buyer - opts.firstBuyer) * 3 * 60 * 60 * 1000;
    const when = new Date(Math.min(opts.soldFrom.getTime() + offset, opts.until.getTime()));
    const status = opts.status ?? 'completed';
    const [payment] = await tx
      .insert(payments)
      .values({
        raffleId: opts.raffleId,
        paymentMethodId: method.id,
        paymentMethodName: method.name,
        amountCents: opts.priceCents * bought.length,
        status,
        referenceNumber: method.name === 'Pago Móvil' ? `DEMO${String(100_000 + buyer)}` : null,
        paymentDate: method.name === 'Pago Móvil' ? when.toISOString().slice(0, 10) : null,
        ...demoBuyer(buyer),
        numbers: bought,
        reviewedAt: status === 'completed' ? when : null,
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: payments.id });
    if (status === 'pending') {
      // As a sale leaves it (ADR 096): the admins are told of it and the digest lists it.
      await leavePaymentNotices(tx, payment!.id);
    }
    await tx.insert(raffleNumbers).values(
      bought.map((number) => ({
        raffleId: opts.raffleId,
        number,
        status: status === 'completed' ? ('sold' as const) : ('reserved' as const),
        paymentId: payment!.id,
        reservedAt: when,
        soldAt: status === 'completed' ? when : null,
      })),
    );
    cursor += size;
    buyer += 1;
  }
  return buyer;
}

/**
 * Three demo raffles (one nearly sold out, one with a minimum, one past with a
 * winner), their poster images, demo sales and the two payment methods. Runs
 * only on an empty database.
 */
export async function seedDemoRaffles(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(raffles);
  if ((existing?.n ?? 0) > 0) return;
  const storage = getStorage(config);
  const images = {
    moto: await saveRaffleImage(
      storage,
      await posterPng(
        'Moto Bera SBR 150',
        'Rifa de demostración',
        ['#dc2626', '#7c2d12'],
        SHAPES.moto,
      ),
    ),
    phone: await saveRaffleImage(
      storage,
      await posterPng(
        'iPhone 16 Pro 256 GB',
        'Rifa de demostración',
        ['#4f46e5', '#1e1b4b'],
        SHAPES.phone,
      ),
    ),
    tv: await saveRaffleImage(
      storage,
      await posterPng(
        'Smart TV 65" 4K',
        'Sorteo finalizado · demo',
        ['#0d9488', '#134e4a'],
        SHAPES.tv,
      ),
    ),
  };

  try {
    await insertDemoRows(db, images, now);
  } catch (err) {
    for (const image of Object.values(images)) await deleteRaffleImages(storage, image);
    throw err;
  }
}

async function insertDemoRows(
  db: Db,
  images: Record<'moto' | 'phone' | 'tv', SavedRaffleImage>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pagoMovil, zelle } = await insertPaymentMethods(tx);
    const methods = [pagoMovil, zelle];

    const [moto, phone, tv] = await tx
      .insert(raffles)
      .values([
        {
          title: 'Gran Rifa Moto Bera SBR 150 0 km',
          demo: true,
          description:
            '¡Llévate una Bera SBR 150 cero kilómetros, con papeles y placa incluidos! Quedan muy pocos números. Sorteo transmitido en vivo por Instagram.',
          productToWin: 'Moto Bera SBR 150 0 km',
          priceCents: 500,
          startNumber: 0,
          endNumber: 99,
          drawDate: new Date(now.getTime() + 5 * DAY),
          status: 'active' as const,
          diffusionChannel: 'Instagram @rifas.demo (en vivo)',
          ...images.moto,
        },
        {
          title: 'iPhone 16 Pro 256 GB sellado',
          demo: true,
          description:
            'Un iPhone 16 Pro de 256 GB, nuevo y sellado. El sorteo se realiza al venderse al menos 300 números; si no se alcanza, se extiende hasta lograrlo.',
          productToWin: 'iPhone 16 Pro 256 GB',
          priceCents: 200,
          startNumber: 0,
          endNumber: 999,
          drawDate: new Date(now.getTime() + 20 * DAY),
          status: 'active' as const,
          isMinimalRequired: true,
          minimalNumber: 300,
          diffusionChannel: 'Canal de WhatsApp Rifas Demo',
          ...images.phone,
        },
        {
          title: 'Smart TV Samsung 65" 4K',
          demo: true,
          description:
            'Televisor Samsung Crystal UHD de 65 pulgadas. Sorteo realizado con la Lotería del Táchira (triple A).',
          productToWin: 'Smart TV Samsung 65" 4K',
          priceCents: 300,
          startNumber: 0,
          endNumber: 99,
          drawDate: new Date(now.getTime() - 10 * DAY),
          status: 'completed' as const,
          winningNumber: 27,
          diffusionChannel: 'Lotería del Táchira — Triple A',
          ...images.tv,
        },
      ])
      .returning();

    // Moto: 90 of 100 sold, 3 more awaiting verification.
    const motoNumbers = shuffled(range(0, 99), 11);
    let buyer = await insertSales(tx, {
      raffleId: moto!.id,
      priceCents: 500,
      numbers: motoNumbers.slice(0, 90),
      methods,
      firstBuyer: 0,
      soldFrom: new Date(now.getTime() - 12 * DAY),
      until: new Date(now.getTime() - 60_000),
    });
    buyer = await insertSales(tx, {
      raffleId: moto!.id,
      priceCents: 500,
      numbers: motoNumbers.slice(90, 93),
      methods,
      firstBuyer: buyer,
      soldFrom: new Date(now.getTime() - DAY),
      until: new Date(now.getTime() - 60_000),
      status: 'pending',
    });
    // iPhone: 120 sold of a 300 minimum.
    buyer = await insertSales(tx, {
      raffleId: phone!.id,
      priceCents: 200,
      numbers: shuffled(range(0, 999), 23).slice(0, 120),
      methods,
      firstBuyer: buyer,
      soldFrom: new Date(now.getTime() - 8 * DAY),
      until: new Date(now.getTime() - 60_000),
    });
    // TV: 72 sold, the winning number 27 among them.
    const tvNumbers = [27, ...shuffled(range(0, 99), 37).filter((n) => n !== 27)].slice(0, 72);
    await insertSales(tx, {
      raffleId: tv!.id,
      priceCents: 300,
      numbers: tvNumbers,
      methods,
      firstBuyer: buyer,
      soldFrom: new Date(now.getTime() - 30 * DAY),
      until: new Date(now.getTime() - 60_000),
    });
  });
}
