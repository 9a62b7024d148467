import { PassThrough, type Writable } from 'node:stream';
import { readAhead, write } from './stream-writes';
import { writeXlsx, type XlsxCell } from './xlsx';
import { formatAmount, currencyPricesLines, type CurrencyPrices } from '@rifas/shared';

/**
 * Streaming spreadsheets for the admin exports (docs/decisions/017-exports-and-digest.md):
 * CSV as Excel in Spanish locales opens it (UTF-8 with BOM, ';' between cells, decimal
 * comma) or XLSX (xlsx.ts). Rows arrive in batches from the
 * database and leave at once, so 100,000 payments never sit in memory together.
 */
export type SpreadsheetFormat = 'csv' | 'xlsx';

/** A cell: text (buyer-typed text is neutralised), a number, an instant, or empty. */
export type Cell = XlsxCell;

export type Column<Row> = {
  header: string;
  /** Column width in characters (XLSX only). */
  width?: number;
  value: (row: Row) => Cell;
};

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// A formula's first character, after what a reader skips (spaces, a quote).
const FORMULA_START = /^[\s"]*[=+\-@\t\r]/;
// The same after a ',' or ';' inside the text: where a reader that splits on the other
// separator starts a cell. Excel takes a '"' that does not open a cell as a plain
// character, so our quotes do not keep 'Ana";"0414,=1+1' in one cell (issue 46).
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)([=+\-@])/g;

/**
 * CSV/formula injection (OWASP): a cell a spreadsheet would read as a formula
 * (=, +, -, @, or a tab/CR that hides one) gets a leading apostrophe, so it
 * shows as the text the buyer typed and never runs; so does each part of the
 * text a reader splitting on ',' or ';' would make a cell of its own, whichever
 * separator the file is opened with (ADR 084).
 */
export function neutraliseCell(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * Wall-clock time in `timeZone` as a Date whose UTC fields are that wall clock
 * (what a spreadsheet cell without a zone shows). Offsets are cached per quarter
 * hour: every zone changes offset on a quarter-hour boundary.
 */
export function wallClock(timeZone: string): (instant: Date) => Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsets = new Map<number, number>();
  const QUARTER = 15 * 60_000;
  return (instant) => {
    const t = instant.getTime();
    const bucket = Math.floor(t / QUARTER);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const p = Object.fromEntries(
        parts.formatToParts(new Date(bucket * QUARTER)).map((x) => [x.type, x.value]),
      );
      const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
      offset = asUtc - bucket * QUARTER;
      offsets.set(bucket, offset);
    }
    return new Date(t + offset);
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** '2026-11-22 15:04' from a wall-clock Date (see wallClock). */
const csvDateTime = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
/** Decimal comma, no thousands separator: a number to Excel in a Spanish locale. */
const csvNumber = (n: number) => String(n).replace('.', ',');

function csvCell(cell: Cell, local: (d: Date) => Date): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell);
  if (cell instanceof Date) return csvDateTime(local(cell));
  // Always quoted: a spreadsheet that splits on ',' (another locale) keeps
  // 'Ana,=1+1' as one text cell instead of starting a new cell with '=1+1'.
  return `"${neutraliseCell(cell).replace(/"/g, '""')}"`;
}

async function writeCsv<Row>(
  out: Writable,
  columns: Column<Row>[],
  batches: AsyncIterable<Row[]>,
  local: (d: Date) => Date,
) {
  await write(out, `\uFEFF${columns.map((c) => csvCell(c.header, local)).join(';')}\r\n`);
  for await (const rows of readAhead(batches)) {
    let chunk = '';
    for (const row of rows) {
      chunk += `${columns.map((c) => csvCell(c.value(row), local)).join(';')}\r\n`;
    }
    await write(out, chunk);
  }
  out.end();
}

/** The rows as XLSX cells: instants as their wall clock, text neutralised like CSV's. */
async function* xlsxRows<Row>(
  columns: Column<Row>[],
  batches: AsyncIterable<Row[]>,
  local: (d: Date) => Date,
): AsyncGenerator<XlsxCell[][]> {
  for await (const rows of batches) {
    yield rows.map((row) =>
      columns.map((c) => {
        const cell = c.value(row);
        if (cell instanceof Date) return local(cell);
        // Text cells are strings to a spreadsheet (never formulas); neutralised all the
        // same, since the file may later be saved as CSV.
        return typeof cell === 'string' ? neutraliseCell(cell) : cell;
      }),
    );
  }
}

/**
 * Starts writing the spreadsheet and returns its byte stream at once (to send as
 * the reply body). A failure half way destroys the stream: the download breaks
 * rather than ending as a file that looks complete.
 */
export function streamSpreadsheet<Row>(options: {
  format: SpreadsheetFormat;
  sheetName: string;
  columns: Column<Row>[];
  batches: AsyncIterable<Row[]>;
  timeZone: string;
}): PassThrough {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const local = wallClock(options.timeZone);
  const done =
    options.format === 'csv'
      ? writeCsv(out, options.columns, options.batches, local)
      : writeXlsx(
          out,
          options.sheetName,
          options.columns,
          xlsxRows(options.columns, options.batches, local),
        );
  done.catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** What an export route sends: the file's name, its type and its bytes as they are made. */
export type SpreadsheetDownload = { filename: string; contentType: string; body: PassThrough };

/** 'pagos-2026-11-22.csv': the name says what and when (the business's day). */
export function exportFilename(
  base: string,
  format: SpreadsheetFormat,
  now: Date,
  timeZone: string,
): string {
  const day = wallClock(timeZone)(now).toISOString().slice(0, 10);
  return `${base}-${day}.${format}`;
}

/** 'VES 182,50 | COP 20.000,00': a payment's amount in each currency shown to the buyer. */
export function currencyAmounts(prices: CurrencyPrices): string {
  return currencyPricesLines(prices)
    .map((price) => `${price.codigo} ${formatAmount(price.total)}`)
    .join(' | ');
}
