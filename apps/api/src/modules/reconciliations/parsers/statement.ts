import type { StatementMapping } from '@rifas/shared';
import { isBdvFixedWidth, parseBdvFixedWidth } from './bdv';
import { guessDelimiter, splitDelimited } from './delimited';
import type { Movement } from './movement';
import { isMt940, parseMt940 } from './mt940';
import { isProvincialNetCash, parseProvincialNetCash } from './provincial';
import { isQif, parseQif } from './qif';
import { headerCandidates, parseGenericTable, parseMappedTable, type TableRow } from './table';
import { assertTextWithinLimits, assertXlsxWithinLimits } from './statement-limits';
import { decodeStatement, numberedLines } from './statement-text';
import { isZip, readXlsxRows } from './xlsx-rows';

export type { Movement } from './movement';

export type StatementFormat = 'qif' | 'mt940' | 'bdv' | 'provincial' | 'table' | 'mapped';

/** What reading a file gives: its credits and its layout, or the headers a map could use. */
export type ReadStatement =
  | { recognised: true; format: StatementFormat; movements: Movement[] }
  | { recognised: false; headers: string[] };

/** The layouts recognised by their content alone (docs/bank-statements.md), tried in order. */
const LAYOUTS: {
  format: StatementFormat;
  test: (t: string) => boolean;
  parse: (t: string) => Movement[];
}[] = [
  { format: 'qif', test: isQif, parse: parseQif },
  { format: 'mt940', test: isMt940, parse: parseMt940 },
  { format: 'bdv', test: isBdvFixedWidth, parse: parseBdvFixedWidth },
  { format: 'provincial', test: isProvincialNetCash, parse: parseProvincialNetCash },
];

function textRows(text: string): TableRow[] {
  const lines = numberedLines(text);
  const delimiter = guessDelimiter(lines.map((l) => l.text));
  return lines
    .filter((l) => l.text.trim() !== '')
    .map((l) => ({ number: l.number, cells: splitDelimited(l.text, delimiter) }));
}

function readTable(rows: TableRow[], mapping: StatementMapping | undefined): ReadStatement {
  if (mapping) {
    const movements = parseMappedTable(rows, mapping);
    if (movements) return { recognised: true, format: 'mapped', movements };
  }
  const generic = parseGenericTable(rows);
  if (generic) return { recognised: true, format: 'table', movements: generic };
  return { recognised: false, headers: headerCandidates(rows) };
}

/**
 * Reads a statement file: a bank layout by its content first, then the generic
 * table by its headers; the operator's column map (when given) for any other table.
 */
export async function readStatement(
  bytes: Buffer,
  mapping?: StatementMapping,
): Promise<ReadStatement> {
  if (isZip(bytes)) {
    assertXlsxWithinLimits(bytes);
    const rows = await readXlsxRows(bytes);
    return rows ? readTable(rows, mapping) : { recognised: false, headers: [] };
  }
  assertTextWithinLimits(bytes);
  const text = decodeStatement(bytes);
  const layout = LAYOUTS.find((l) => l.test(text));
  if (layout) return { recognised: true, format: layout.format, movements: layout.parse(text) };
  return readTable(textRows(text), mapping);
}
