import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods, raffles, users } from '../../db/schema';
import { createSession } from '../../modules/users/sessions.service';
import { buildCurrency } from '../currencies';
import { buildUser } from '../factories';
import { buildReviewPayment } from '../payment-factories';
import { buildRaffle, daysFromNow } from '../raffle-factories';
import type { Tokens } from './fuzz';

/** Buyer-like values seeded into request bodies; none may ever appear in a log. */
export const MARKERS = {
  name: 'Zorrilla Marcadora',
  email: 'marcador.zx91@prueba.test',
  phone: '0414-999-7731',
  document: 'V-99887731',
  password: 'Clave-Marcadora-7731',
};
export const MARKER_VALUES = Object.values(MARKERS);

/** A marker as a log may carry it: as typed, or percent-encoded from a URL (access logs). */
export function markerForms(marker: string): string[] {
  const form = new URLSearchParams({ m: marker }).toString().slice(2);
  return [...new Set([marker, encodeURIComponent(marker), form])];
}

/** Whether a log line carries the marker in any of its forms. */
export const carriesMarker = (line: string, marker: string) =>
  markerForms(marker).some((form) => line.includes(form));

const ADMIN_EMAIL = 'fuzz-admin@prueba.test';
const USER_EMAIL = 'fuzz-user@prueba.test';
const RAFFLE_TITLE = 'Rifa del fuzz';

/** Files a form may carry: a real PNG, one declaring 100 000 × 100 000 pixels, junk, nothing. */
export async function fuzzFiles(): Promise<Buffer[]> {
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  const huge = Buffer.from(png);
  huge.writeUInt32BE(100_000, 16); // IHDR width
  huge.writeUInt32BE(100_000, 20); // IHDR height
  return [
    png,
    huge,
    Buffer.from('GIF89a\u0000\u0000'),
    Buffer.from('not an image'),
    Buffer.alloc(0),
  ];
}

async function userWithSession(db: Db, email: string, role: 'admin' | 'user') {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing)
    return { id: existing.id, token: await createSession(db, existing.id, new Date(), 1) };
  const built = await buildUser(db, { email, role });
  return { id: built.user.id, token: built.token };
}

/**
 * The world the fuzz runs in, brought back before each operation: an admin and
 * a user with fresh sessions, an active raffle with a pending and a completed
 * payment, a payment method with a custom field, a currency.
 */
export async function prepareFixtures(db: Db): Promise<{ tokens: Tokens; ids: number[] }> {
  const admin = await userWithSession(db, ADMIN_EMAIL, 'admin');
  const user = await userWithSession(db, USER_EMAIL, 'user');
  let [raffle] = await db.select().from(raffles).where(eq(raffles.title, RAFFLE_TITLE));
  const ids = [admin.id, user.id, 1, 2, 3];
  if (!raffle) {
    raffle = await buildRaffle(db, {
      title: RAFFLE_TITLE,
      endNumber: 9999,
      drawDate: daysFromNow(30),
    });
    const [method] = await db
      .insert(paymentMethods)
      .values({
        name: `Pago móvil fuzz ${raffle.id}`,
        customFields: [
          { name: 'banco', label: 'Banco', type: 'text', placeholder: '', required: false },
        ],
      })
      .returning();
    const pending = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [1, 2],
      paymentMethodId: method!.id,
    });
    const completed = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [3],
      status: 'completed',
    });
    const currency = await buildCurrency(db);
    ids.push(method!.id, pending.id, completed.id, currency.id);
  }
  ids.push(raffle.id);
  return { tokens: { admin: admin.token, user: user.token }, ids: [...new Set(ids)] };
}
