import { describe, expect, it } from 'vitest';
import { format } from './index';

describe('format', () => {
  it('fills each {word} it has a value for and leaves every other brace as written', () => {
    const values = { title: 'Rifa {x}', url: 'https://a.b/c', max: 5, x: 'no' };
    const cases: [string, string][] = [
      ['Compra recibida: {title}', 'Compra recibida: Rifa {x}'],
      ['Sin marcas', 'Sin marcas'],
      ['{url} y {url}', 'https://a.b/c y https://a.b/c'],
      ['Hasta {max} números', 'Hasta 5 números'],
      ['{desconocido} {} {a{max}} {max', '{desconocido} {} {a5} {max'],
      ['{toString} {constructor}', '{toString} {constructor}'],
      ['', ''],
    ];
    for (const [template, filled] of cases) expect(format(template, values), template).toBe(filled);
  });
});
