import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv';
import { streamSpreadsheet, type Column } from './spreadsheet';

type Row = { id: number; text: string };
const columns: Column<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Texto', value: (row) => row.text },
];

const BATCHES = 40;
const BATCH = 500;

/** Batches of rows with text that barely compresses; counts how many were asked for. */
function source() {
  const pulled = { batches: 0 };
  async function* batches() {
    for (let b = 0; b < BATCHES; b += 1) {
      pulled.batches += 1;
      yield Array.from({ length: BATCH }, (_, i) => ({
        id: b * BATCH + i + 1,
        text: randomBytes(150).toString('base64'),
      }));
    }
  }
  return { pulled, batches: batches() };
}

describe('streamSpreadsheet: backpressure', () => {
  it.each(['xlsx', 'csv'] as const)(
    '%s: stops asking for rows while nobody reads, then finishes the file',
    async (format) => {
      const { pulled, batches } = source();
      const body = streamSpreadsheet({
        format,
        sheetName: 'Prueba',
        columns,
        batches,
        timeZone: 'America/Caracas',
      });
      // Nobody reads: the writer must stall after a few batches (what the buffers on
      // the way hold; the sheet is ~8 MB), not turn the whole sheet into buffered bytes.
      await sleep(500);
      expect(pulled.batches).toBeLessThanOrEqual(12);

      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      expect(pulled.batches).toBe(BATCHES);
      const bytes = Buffer.concat(chunks);
      if (format === 'csv') {
        expect(bytes.toString('utf8').split('\r\n').length - 2).toBe(BATCHES * BATCH);
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Prueba')!;
        expect(sheet.rowCount).toBe(BATCHES * BATCH + 1);
        expect(sheet.getRow(BATCHES * BATCH + 1).getCell(1).value).toBe(BATCHES * BATCH);
      }
    },
  );
});

describe('CSV text cells', () => {
  it('never start a formula, whether the reader splits on ";" or on ","', async () => {
    const texts = [
      'Ana,=1+1',
      '=2+2',
      'Luis;@SUMA(A1)',
      'María "la de" Pérez',
      'Ana, -3',
      'Ana";"0414,=1+1',
      '"=3+3',
    ];
    async function* batches() {
      yield texts.map((text, i) => ({ id: i + 1, text }));
    }
    const chunks: Buffer[] = [];
    const body = streamSpreadsheet({
      format: 'csv',
      sheetName: 'Prueba',
      columns,
      batches: batches(),
      timeZone: 'America/Caracas',
    });
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [, ...rows] = parseCsv(csv);
    // Each part a reader splitting on the other separator would start a cell with is neutralised too.
    expect(rows.map((row) => row[1])).toEqual([
      "Ana,'=1+1",
      "'=2+2",
      "Luis;'@SUMA(A1)",
      'María "la de" Pérez',
      "Ana, '-3",
      `Ana";"0414,'=1+1`,
      `'"=3+3`,
    ]);
    for (const separator of [';', ',']) {
      for (const row of parseCsv(csv, separator)) {
        for (const cell of row) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    }
  });
});
