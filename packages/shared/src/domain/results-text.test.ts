import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_TEMPLATE } from './shop-defaults';
import { resultsText } from './results-text';

const pad = (n: number) => String(n).padStart(3, '0');
const tachira = { name: 'Lotería del Táchira', result: '12547' };

describe("'Compartir resultados' (issue 44)", () => {
  it('lists each prize with its winners (number and first name), the result and the verify link', () => {
    const text = resultsText({
      title: 'Moto Bera',
      pad,
      verifyUrl: 'https://rifas.test/raffle/7',
      prizes: [
        {
          label: '1er premio',
          title: 'Moto Bera',
          status: 'drawn',
          winners: [{ number: 547, name: 'María G.' }],
          result: tachira,
        },
        {
          label: '2do premio',
          title: 'Televisor',
          status: 'drawn',
          winners: [
            { number: 7, name: 'Pedro P.' },
            { number: 47, name: 'Ana María R.' },
          ],
          result: tachira,
        },
        {
          label: '3er premio',
          title: 'Bono',
          status: 'drawn',
          winners: [{ number: 310, name: 'Luis T.' }],
          result: { name: 'Triple Zulia', result: '310' },
        },
        { label: '4to premio', title: 'Gorra', status: 'drawn', winners: [], result: tachira },
      ],
    });
    expect(text).toBe(
      [
        '🏆 Resultados: Moto Bera',
        '🎯 Resultado oficial: Lotería del Táchira 12547',
        '1er premio (Moto Bera): 547 María',
        '2do premio (Televisor): 007 Pedro, 047 Ana',
        '3er premio (Bono) [Triple Zulia 310]: 310 Luis',
        '4to premio (Gorra): desierto',
        '✅ Verifica el sorteo: https://rifas.test/raffle/7',
      ].join('\n'),
    );
    // Never an invitation to buy, nor a buyer's surname.
    expect(text).not.toContain('Elige tus números aquí');
    expect(DEFAULT_SHARE_TEMPLATE).toContain('Elige tus números aquí');
    expect(text).not.toMatch(/G\.|P\.|R\.|T\./);
  });
});
