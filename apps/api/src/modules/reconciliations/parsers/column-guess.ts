import type { StatementMappingInput } from '@rifas/shared';
import { cellText, guessDecimal, headerKey, type TableRow } from './table';

/** What the column map starts from for a table no layout recognises (issue 41). */
export type MappingProposal = {
  /** The header row's non-empty texts, in order. */
  headers: string[];
  /** The first rows under the header, one text per header above. */
  rows: string[][];
  /** The columns guessed from the usual Spanish headers. */
  guess: Partial<StatementMappingInput>;
};

/** Rows the mapper shows under the header. */
export const PREVIEW_ROWS = 5;

type GuessedField = 'date' | 'reference' | 'description' | 'amount' | 'debit' | 'credit';

/**
 * The headers Venezuelan banks print for each field, best first, as headerKey
 * writes them ('F. Operación' → 'f operacion'); the operation's date wins over
 * the value date.
 */
const USUAL_HEADERS: Record<GuessedField, string[]> = {
  date: ['fecha', 'f operacion', 'fecha operacion', 'fecha de operacion', 'fecha valor', 'f valor'],
  reference: [
    'referencia',
    'nro ref',
    'nro referencia',
    'n ref',
    'no ref',
    'ref',
    'numero de referencia',
    'documento',
    'nro documento',
  ],
  description: ['descripcion', 'concepto', 'detalle'],
  amount: ['monto', 'importe'],
  credit: ['abonos', 'abono', 'creditos', 'credito', 'haber'],
  debit: ['debitos', 'debito', 'cargos', 'cargo', 'debe'],
};

/** The first of the first rows with at least three filled cells: the header. */
function headerRowIndex(rows: TableRow[]): number {
  return rows.findIndex((r) => r.cells.filter((c) => cellText(c).trim() !== '').length >= 3);
}

/** The header, the first rows under it and the guessed columns; empty when no row looks like a header. */
export function proposeMapping(rows: TableRow[]): MappingProposal {
  const at = headerRowIndex(rows);
  if (at < 0) return { headers: [], rows: [], guess: {} };
  const columns = rows[at]!.cells.flatMap((cell, index) =>
    cellText(cell).trim() === '' ? [] : [{ index, header: cellText(cell).trim() }],
  );
  const body = rows.slice(at + 1);
  const guess: Partial<StatementMappingInput> = {};
  const keys = columns.map((c) => headerKey(c.header));
  const indexes: Partial<Record<GuessedField, number>> = {};
  for (const [field, names] of Object.entries(USUAL_HEADERS) as [GuessedField, string[]][]) {
    const name = names.find((n) => keys.includes(n));
    if (name === undefined) continue;
    const column = columns[keys.indexOf(name)]!;
    guess[field] = column.header;
    indexes[field] = column.index;
  }
  // A credit column says it all: a signed amount is only for tables without one.
  if (guess.credit !== undefined) delete guess.amount;
  if (indexes.amount !== undefined || indexes.credit !== undefined) {
    guess.decimal = guessDecimal(body, indexes);
  }
  return {
    headers: columns.map((c) => c.header),
    rows: body.slice(0, PREVIEW_ROWS).map((r) => columns.map((c) => cellText(r.cells[c.index]))),
    guess,
  };
}
