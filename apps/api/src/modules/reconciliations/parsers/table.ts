import type { StatementMapping } from '@rifas/shared';
import { creditOrNull, isMovement, type Movement } from './movement';
import { parseAmountCents, parseDayMonthYear, type DecimalStyle } from './statement-text';

/** A row of a CSV/TSV/XLSX sheet: its 1-based line and its cells. */
export type TableRow = { number: number; cells: TableCell[] };
export type TableCell = string | number | Date | null;

/** A header as compared: lower case, no accents, no punctuation, single spaces. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const cellText = (cell: TableCell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

type Columns = Record<'date' | 'reference', number> &
  Partial<Record<'description' | 'amount' | 'debit' | 'credit', number>>;

/** The generic table's columns (docs/bank-statements.md#generic-table), by header name. */
const GENERIC_HEADERS: Record<keyof Columns, string[]> = {
  date: ['fecha'],
  reference: ['referencia', 'ref', 'nro referencia', 'numero de referencia'],
  description: ['descripcion', 'concepto'],
  amount: ['monto', 'importe'],
  debit: ['debito', 'debitos', 'cargo'],
  credit: ['credito', 'creditos', 'abono'],
};

/** The column of each header found in a row, by the given names for each field. */
function findColumns(row: TableRow, names: Record<string, string[]>): Partial<Columns> {
  const keys = row.cells.map((c) => headerKey(cellText(c)));
  const found: Partial<Columns> = {};
  for (const [field, candidates] of Object.entries(names)) {
    const index = keys.findIndex((k) => candidates.map(headerKey).includes(k));
    if (index >= 0) found[field as keyof Columns] = index;
  }
  return found;
}

const complete = (c: Partial<Columns>): c is Columns =>
  c.date !== undefined && c.reference !== undefined && (c.amount ?? c.credit) !== undefined;

/** Bank exports may put a title and the account above the header: look at the first rows. */
const HEADER_SEARCH_ROWS = 15;

/**
 * The first of the first rows with the columns named; with `every`, each of
 * them (a map's columns: a saved map reads only a file whose header has all of them).
 */
function locateHeader(rows: TableRow[], names: Record<string, string[]>, every = false) {
  const wanted = Object.keys(names).length;
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = findColumns(row, names);
    if (!complete(columns)) continue;
    if (!every || Object.keys(columns).length === wanted) return { index, columns };
  }
  return null;
}

/** ',' decimals unless every amount with decimals uses '.', as Venezuelan banks print them. */
export function guessDecimal(rows: TableRow[], columns: Partial<Columns>): DecimalStyle {
  const amountColumns = [columns.amount, columns.credit, columns.debit].filter(
    (c): c is number => c !== undefined,
  );
  const texts = rows.flatMap((r) => amountColumns.map((c) => cellText(r.cells[c])));
  const comma = texts.some((t) => /,\d{1,2}$/.test(t.trim()));
  const dot = texts.some((t) => /\.\d{1,2}$/.test(t.trim()));
  return dot && !comma ? 'dot' : 'comma';
}

function amountOf(cell: TableCell | undefined, decimal: DecimalStyle): number | null {
  if (typeof cell === 'number') return Math.round(cell * 100);
  return parseAmountCents(cellText(cell), decimal);
}

function dateOf(cell: TableCell | undefined): string | null {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return parseDayMonthYear(cellText(cell));
}

function movementsOf(rows: TableRow[], columns: Columns, decimal: DecimalStyle): Movement[] {
  return rows
    .map(({ number, cells }) => {
      // A credit column wins; a signed 'Monto' is a credit when positive.
      const credit =
        columns.credit !== undefined
          ? amountOf(cells[columns.credit], decimal)
          : amountOf(cells[columns.amount!], decimal);
      return creditOrNull({
        line: number,
        date: dateOf(cells[columns.date]),
        reference: cellText(cells[columns.reference]).replace(/\.0+$/, ''),
        description: columns.description === undefined ? '' : cellText(cells[columns.description]),
        amount_cents: credit,
      });
    })
    .filter(isMovement);
}

/** The generic table, found by its header names; null when the header is not there. */
export function parseGenericTable(rows: TableRow[]): Movement[] | null {
  const header = locateHeader(rows, GENERIC_HEADERS);
  if (!header) return null;
  const body = rows.slice(header.index + 1);
  return movementsOf(body, header.columns, guessDecimal(body, header.columns));
}

/** Any table with the columns the operator chose; null when the chosen headers are not found. */
export function parseMappedTable(rows: TableRow[], mapping: StatementMapping): Movement[] | null {
  const names = Object.fromEntries(
    (['date', 'reference', 'description', 'amount', 'debit', 'credit'] as const)
      .filter((field) => mapping[field])
      .map((field) => [field, [mapping[field]!]]),
  );
  const header = locateHeader(rows, names, true);
  if (!header) return null;
  return movementsOf(rows.slice(header.index + 1), header.columns, mapping.decimal);
}
