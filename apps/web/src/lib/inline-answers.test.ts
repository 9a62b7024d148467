import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRaffle } from '@/test/fixtures';
import { refetchSeededRates, seedInlineAnswers } from './inline-answers';
import { raffleKeys } from './raffle-queries';
import { queryRoots } from './query-keys';
import type { PublicConfig } from '@rifas/shared';
import { testConfig } from '@/test/api-stub';

/** A data block as the server writes it into a raffle page's head. */
function writeBlock(blockId: string, text: string, raffleId?: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = blockId;
  if (raffleId) script.dataset.raffleId = raffleId;
  script.textContent = text;
  document.head.append(script);
}
const writeDataBlock = (raffleId: string, text: string) =>
  writeBlock('raffle-data', text, raffleId);

afterEach(() => {
  for (const id of ['raffle-data', 'config-data', 'rates-data'])
    document.getElementById(id)?.remove();
});

describe('seedInlineAnswers', () => {
  it("puts the page's raffle into the cache, checked, and takes the block once", async () => {
    const raffle = buildRaffle({ id: 7, title: '</script> Moto' });
    writeDataBlock('7', JSON.stringify(raffle).replace(/</g, '\\u003c'));
    const client = new QueryClient();
    await seedInlineAnswers(client);
    expect(client.getQueryData(raffleKeys.detail(7))).toEqual(raffle);
    expect(document.getElementById('raffle-data')).toBeNull();
  });

  it('seeds nothing from an answer the schema refuses, another id or broken JSON', async () => {
    const cases: [string, string][] = [
      ['7', JSON.stringify({ ...buildRaffle({ id: 7 }), price_per_number: 'gratis' })],
      ['8', JSON.stringify(buildRaffle({ id: 7 }))],
      ['7', '{"id": 7,'],
    ];
    for (const [id, text] of cases) {
      writeDataBlock(id, text);
      const client = new QueryClient();
      await seedInlineAnswers(client);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      expect(document.getElementById('raffle-data')).toBeNull();
    }
  });

  it('keeps the config as fresh and the rates due for a refetch after the first paint', async () => {
    const config: PublicConfig = { ...testConfig, shop_name: 'Rifas Luna' };
    const rates = [
      {
        codigo: 'VES',
        nombre: 'Bolívar',
        simbolo: 'Bs',
        precio: 36.5,
        updated_at: null,
        stale: false,
        last_error_at: null,
      },
    ];
    writeBlock('config-data', JSON.stringify(config));
    writeBlock('rates-data', JSON.stringify(rates));
    const client = new QueryClient();
    await seedInlineAnswers(client);
    expect(client.getQueryData(queryRoots.config)).toMatchObject({ shop_name: 'Rifas Luna' });
    expect(client.getQueryState(queryRoots.config)!.dataUpdatedAt).toBeGreaterThan(0);
    // Fresh at mount; refetched once after the first paint (ADR 058).
    expect(client.getQueryState(queryRoots.exchangeRates)?.isInvalidated).toBe(false);
    refetchSeededRates(client);
    expect(client.getQueryState(queryRoots.exchangeRates)?.isInvalidated).toBe(true);
  });

  it('does nothing on a page without a block', async () => {
    const client = new QueryClient();
    await seedInlineAnswers(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
