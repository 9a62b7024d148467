import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRaffle } from '@/test/fixtures';
import { seedInlineAnswers } from './inline-answers';
import { raffleKeys } from './raffle-queries';

/** The data block as the server writes it into a raffle page's head. */
function writeDataBlock(id: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'raffle-data';
  script.dataset.raffleId = id;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById('raffle-data')?.remove());

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

  it('does nothing on a page without a block', async () => {
    const client = new QueryClient();
    await seedInlineAnswers(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
