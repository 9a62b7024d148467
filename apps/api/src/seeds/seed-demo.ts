import type { Config } from '../config';
import type { Db } from '../db/client';
import { seedDemoCurrencies } from './seed-demo-currencies';
import { seedDemoRaffles } from './seed-demo-raffles';

/**
 * Clearly-labelled demo data for a new embedded database. Each feature adds its
 * part here (currencies, payment methods, raffles) as it lands.
 */
export async function seedDemoData(db: Db, config: Config): Promise<void> {
  // Filled by the raffles, payment-methods and currencies features.
  await seedDemoCurrencies(db);
  await seedDemoRaffles(db, config);
}
