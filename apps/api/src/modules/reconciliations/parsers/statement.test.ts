import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { StatementMappingSchema } from '@rifas/shared';
import { readStatement, type Movement } from './statement';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** The ten Pago Móvil payments every sample holds (fixtures/sample-payments.json). */
const samplePayments = JSON.parse(fixture('sample-payments.json').toString()) as {
  reference_typed_by_buyer: string;
  amount_bs: number;
  date: string;
}[];

/** What a movement is once the layout is forgotten: reference digits without padding. */
const comparable = (m: Movement) => ({
  date: m.date,
  reference: m.reference.replace(/^0+/, ''),
  amount_cents: m.amount_cents,
});

async function movementsOf(name: string, expectedFormat: string) {
  const read = await readStatement(fixture(name));
  if (!read.recognised) throw new Error(`${name} not recognised`);
  expect(read.format).toBe(expectedFormat);
  return read.movements;
}

describe('bank statements recognised by their content (docs/bank-statements.md)', () => {
  const samples = [
    ['sample-banesco.qif', 'qif'],
    ['sample-mercantil.txt', 'mt940'],
    ['sample-bdv.txt', 'bdv'],
    ['sample-provincial.csv', 'provincial'],
    ['sample-generic.csv', 'table'],
  ] as const;

  it('every sample gives the same 13 credits, no debit (IGTF) and no balance line', async () => {
    const reference = (await movementsOf('sample-generic.csv', 'table')).map(comparable);
    expect(reference).toHaveLength(13);
    for (const [name, format] of samples) {
      const movements = await movementsOf(name, format);
      expect(movements.map(comparable), name).toEqual(reference);
      expect(movements.every((m) => m.amount_cents > 0)).toBe(true);
      expect(
        movements.some((m) => /IGTF|SALDO/.test(m.description)),
        name,
      ).toBe(false);
    }
  });

  it("holds each buyer's payment: the typed reference is the end of the bank's, same amount and day", async () => {
    for (const [name, format] of samples) {
      const movements = await movementsOf(name, format);
      for (const payment of samplePayments) {
        const line = movements.find((m) => m.reference.endsWith(payment.reference_typed_by_buyer));
        expect(line, `${name} ${payment.reference_typed_by_buyer}`).toMatchObject({
          date: payment.date,
          amount_cents: Math.round(payment.amount_bs * 100),
        });
      }
    }
  });

  it('keeps the line each movement starts on and its description', async () => {
    const [first] = await movementsOf('sample-banesco.qif', 'qif');
    expect(first).toEqual({
      line: 2,
      date: '2026-11-24',
      reference: '000044120000',
      description: 'PAGO MOVIL RECIBIDO 04145550000 0102',
      amount_cents: 7300,
    });
    const mercantil = await movementsOf('sample-mercantil.txt', 'mt940');
    expect(mercantil[0]).toMatchObject({
      line: 5,
      description: 'PAGO MOVIL RECIBIDO 04145550000 0102',
    });
    const provincial = await movementsOf('sample-provincial.csv', 'provincial');
    expect(provincial.at(-1)).toMatchObject({ line: 22, reference: '0052183352' });
  });

  it('reads the generic table with its columns in any order, case or accents, ",", Windows-1252 and "Monto"', async () => {
    const csv = [
      'Banco del Tesoro — movimientos',
      'CREDITO,fecha,DESCRIPCION,referencia',
      '"1.234,56",03/11/2026,PAGO MOVIL,00123456',
      '"0,00",03/11/2026,COMISION,00999999',
    ].join('\n');
    const latin = Buffer.from(csv.replace('CREDITO', 'Crédito'), 'latin1');
    for (const bytes of [Buffer.from(csv), latin]) {
      const read = await readStatement(bytes);
      expect(read).toEqual({
        recognised: true,
        format: 'table',
        movements: [
          {
            line: 3,
            date: '2026-11-03',
            reference: '00123456',
            description: 'PAGO MOVIL',
            amount_cents: 123456,
          },
        ],
      });
    }
    const signed = 'Fecha;Referencia;Monto\n2026-11-03;555123;-12,00\n2026-11-03;555124;12,50\n';
    const read = await readStatement(Buffer.from(signed));
    expect(read.recognised && read.movements.map((m) => m.amount_cents)).toEqual([1250]);
  });

  it('asks for a column map when the headers are unknown, and reads a TSV with one', async () => {
    const tsv =
      'Dia\tNro. Op.\tConcepto\tEntradas\tSalidas\n24/11/2026\t9912345678\tPM\t1,234.50\t\n';
    expect(await readStatement(Buffer.from(tsv))).toEqual({
      recognised: false,
      proposal: {
        headers: ['Dia', 'Nro. Op.', 'Concepto', 'Entradas', 'Salidas'],
        rows: [['24/11/2026', '9912345678', 'PM', '1,234.50', '']],
        guess: { description: 'Concepto' },
      },
    });
    const mapping = StatementMappingSchema.parse({
      date: 'dia',
      reference: 'NRO. OP.',
      description: 'Concepto',
      credit: 'Entradas',
      debit: 'Salidas',
      decimal: 'dot',
    });
    const read = await readStatement(Buffer.from(tsv), mapping);
    expect(read).toMatchObject({
      recognised: true,
      format: 'mapped',
      movements: [{ line: 2, date: '2026-11-24', reference: '9912345678', amount_cents: 123450 }],
    });
  });

  it('reads an XLSX with a column map: dates and numbers as cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Movimientos');
    sheet.addRow(['Cuenta 0134-0000']);
    sheet.addRow(['F. Valor', 'Ref', 'Haber', 'Debe']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 25)), 44120000, 73, null]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 25)), 18331590, null, 1.2]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const mapping = StatementMappingSchema.parse({
      date: 'F. Valor',
      reference: 'Ref',
      credit: 'Haber',
      debit: 'Debe',
    });
    expect(await readStatement(bytes, mapping)).toEqual({
      recognised: true,
      format: 'mapped',
      movements: [
        { line: 3, date: '2026-11-25', reference: '44120000', description: '', amount_cents: 7300 },
      ],
    });
  });
});
