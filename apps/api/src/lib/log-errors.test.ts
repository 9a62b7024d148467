import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../test/logged-app';
import { users } from '../db/schema';
import { MARKERS, MARKER_VALUES } from '../test/fuzz/fixtures';
import { describeError } from './log-errors';

describe('database errors in the logs', () => {
  let logged: LoggedApp;
  let app: LoggedApp['app'];
  let lines: string[];

  beforeAll(async () => {
    logged = await createLoggedApp('log-errors');
    ({ app, lines } = logged);
  });
  afterAll(() => logged.close());

  /** A real failed statement whose parameters are a buyer's data. */
  async function failingInsert(values: Partial<typeof users.$inferInsert>) {
    try {
      await app.database.db.insert(users).values({
        fullName: MARKERS.name,
        email: MARKERS.email,
        phone: MARKERS.phone,
        passwordHash: `$argon2id$${MARKERS.password}`,
        ...values,
      });
    } catch (err) {
      return err;
    }
    throw new Error('expected the insert to fail');
  }

  it('log the SQLSTATE and constraint, never the statement values', async () => {
    const nul = await failingInsert({ fullName: `${MARKERS.name}\u0000` });
    await app.database.db
      .insert(users)
      .values({ fullName: 'X', email: MARKERS.email, passwordHash: 'h' });
    const duplicate = await failingInsert({}); // the e-mail is taken now
    for (const err of [nul, duplicate]) app.log.error({ err }, 'unhandled error');
    const log = lines.join('');
    expect(log).toContain('"sqlstate"');
    for (const marker of MARKER_VALUES) expect(log).not.toContain(marker);
    expect(log).not.toContain('$argon2');
    // Start-up failures print through the same rule.
    expect(describeError(nul)).toMatch(/^error de base de datos \(SQLSTATE \w{5}/);
    expect(describeError(duplicate)).not.toContain(MARKERS.email);
  });
});
