import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, xmlText, type XlsxCell, type XlsxColumn } from './xlsx';

async function* once(rows: XlsxCell[][]) {
  yield rows;
}

/** Writes a workbook and reads it back with exceljs (an independent reader). */
async function roundTrip(columns: XlsxColumn[], rows: XlsxCell[][], sheetName = 'Hoja') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(out, sheetName, columns, once(rows));
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.getWorksheet(sheetName)!;
}

describe('writeXlsx', () => {
  it('keeps text as typed: markup, quotes, accents, emoji, spaces, line breaks', async () => {
    const texts = ['<b>Tom & "Jerry"</b>', 'José Ñañez 🎟️', '  espacios  ', 'línea 1\nlínea 2'];
    const sheet = await roundTrip(
      [{ header: 'Texto' }],
      texts.map((t) => [t]),
    );
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(texts);
  });

  it('drops what XML cannot hold (control characters, lone surrogates) instead of breaking the file', async () => {
    const sheet = await roundTrip([{ header: 'Texto' }], [['a\u0000b\u0007c\uD800d']]);
    expect(sheet.getRow(2).getCell(1).value).toBe('abcd');
    expect(xmlText('a\uD83C\uDF9Fb')).toBe('a\uD83C\uDF9Fb'); // a whole pair stays
  });

  it('writes numbers as numbers, instants with the date format, empty cells empty', async () => {
    const wall = new Date(Date.UTC(2026, 10, 22, 15, 4));
    const sheet = await roundTrip(
      [{ header: 'N' }, { header: 'Fecha' }, { header: 'Vacío' }],
      [[12.5, wall, null]],
    );
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(12.5);
    expect(row.getCell(2).value).toEqual(wall);
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row.getCell(3).value).toBeNull();
  });

  it('bold frozen header, column widths, columns past Z, the sheet name escaped', async () => {
    const columns = Array.from({ length: 28 }, (_, i) => ({ header: `C${i + 1}`, width: 10 + i }));
    const row = columns.map((_, i) => i + 1);
    const sheet = await roundTrip(columns, [row], 'Pagos & "más"');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(28).value).toBe('C28');
    expect(sheet.getRow(2).getCell(28).value).toBe(28); // column AB
    expect(sheet.getColumn(27).width).toBe(36);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
