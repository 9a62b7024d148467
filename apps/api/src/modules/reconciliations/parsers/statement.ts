import { messages, type StatementMapping } from '@rifas/shared';
import { badRequest } from '../../../lib/errors';
import { isBdvFixedWidth, parseBdvFixedWidth } from './bdv';
import { guessDelimiter, splitDelimited } from './delimited';
import type { Movement } from './movement';
import { isMt940, parseMt940 } from './mt940';
import { isProvincialNetCash, parseProvincialNetCash } from './provincial';
import { isQif, parseQif } from './qif';
import { proposeMapping, type MappingProposal } from './column-guess';
import { isPdfOrImage } from './file-kind';
import { parseGenericTable, parseMappedTable, type TableRow } from './table';
import { assertTextWithinLimits, assertXlsxWithinLimits } from './statement-limits';
import { decodeStatement, numberedLines } from './statement-text';
import { isZip, readXlsxRows } from './xlsx-rows';

export type { Movement } from './movement';

export type StatementFormat = 'qif' | 'mt940' | 'bdv' | 'provincial' | 'table' | 'mapped';

/**
 * What reading a file gives: its credits and its layout (and the saved map that
 * read it), or what the column map starts from.
 */
export type ReadStatement =
  | { recognised: true; format: StatementFormat; movements: Movement[]; mappingName?: string }
  | { recognised: false; proposal: MappingProposal };

/** A column map the operator saved under a name. */
export type SavedStatementMapping = { name: string; mapping: StatementMapping };

const NO_PROPOSAL: MappingProposal = { headers: [], rows: [], guess: {} };

/** How many columns a map names: the most specific map is tried first. */
const mappedColumns = ({ mapping }: SavedStatementMapping) =>
  (['date', 'reference', 'description', 'amount', 'debit', 'credit'] as const).filter(
    (field) => mapping[field],
  ).length;

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

function readTable(
  rows: TableRow[],
  mapping: StatementMapping | undefined,
  saved: readonly SavedStatementMapping[],
): ReadStatement {
  if (mapping) {
    const movements = parseMappedTable(rows, mapping);
    if (movements) return { recognised: true, format: 'mapped', movements };
  }
  const generic = parseGenericTable(rows);
  if (generic) return { recognised: true, format: 'table', movements: generic };
  if (mapping) return { recognised: false, proposal: proposeMapping(rows) };
  // A map saved for this bank's header reads its next file by itself (issue 41).
  for (const map of [...saved].sort((a, b) => mappedColumns(b) - mappedColumns(a))) {
    const movements = parseMappedTable(rows, map.mapping);
    if (movements) return { recognised: true, format: 'mapped', movements, mappingName: map.name };
  }
  return { recognised: false, proposal: proposeMapping(rows) };
}

/**
 * Reads a statement file: a bank layout by its content first, then the
 * operator's column map (when given), the generic table by its headers, and the
 * saved maps whose columns the file's header has. A PDF or an image is refused.
 */
export async function readStatement(
  bytes: Buffer,
  mapping?: StatementMapping,
  saved: readonly SavedStatementMapping[] = [],
): Promise<ReadStatement> {
  if (isPdfOrImage(bytes)) throw badRequest(messages.reconciliations.notAStatement);
  if (isZip(bytes)) {
    assertXlsxWithinLimits(bytes);
    const rows = await readXlsxRows(bytes);
    return rows ? readTable(rows, mapping, saved) : { recognised: false, proposal: NO_PROPOSAL };
  }
  assertTextWithinLimits(bytes);
  const text = decodeStatement(bytes);
  const layout = LAYOUTS.find((l) => l.test(text));
  if (layout) return { recognised: true, format: layout.format, movements: layout.parse(text) };
  return readTable(textRows(text), mapping, saved);
}
