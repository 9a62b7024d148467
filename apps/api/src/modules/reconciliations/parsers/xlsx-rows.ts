import type ExcelJS from 'exceljs';
import type { TableCell, TableRow } from './table';

/** An XLSX file starts with the zip signature. */
export const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

function cellValue(value: ExcelJS.CellValue): TableCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** The first sheet's rows, with their sheet row numbers; null when the zip is not a workbook. */
export async function readXlsxRows(bytes: Buffer): Promise<TableRow[] | null> {
  // Loaded on the first workbook: a CSV or text statement never waits for it (ADR 089).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs' row.values is 1-based: index 0 is always empty.
    rows.push({ number, cells: values.slice(1).map(cellValue) });
  });
  return rows;
}
