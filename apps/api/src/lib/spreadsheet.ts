import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Streaming spreadsheets for the admin exports (docs/decisions/017-exports-and-digest.md):
 * CSV as Excel in Spanish locales opens it (UTF-8 with BOM, ';' between cells, decimal
 * comma) or XLSX through exceljs' streaming writer. Rows arrive in batches from the
 * database and leave at once, so 100,000 payments never sit in memory together.
 */
export type SpreadsheetFormat = 'csv' | 'xlsx';

/** A cell: text (buyer-typed text is neutralised), a number, an instant, or empty. */
export type Cell = string | number | Date | null;

export type Column<Row> = {
  header: string;
  /** Column width in characters (XLSX only). */
  width?: number;
  /** Holds instants: XLSX gives the column a date format (once, not per cell: much faster). */
  date?: boolean;
  value: (row: Row) => Cell;
};

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * CSV/formula injection (OWASP): a cell a spreadsheet would read as a formula
 * (=, +, -, @, or a tab/CR that hides one) gets a leading apostrophe, so it
 * shows as the text the buyer typed and never runs.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
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
  const text = neutraliseCell(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Waits until `out` takes more; fails if the client went away (the stream
 * closed) or the stream failed: a wait nothing can end would hold the request
 * open for ever.
 */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export stream closed'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export stream closed'));
    const onError = (err: Error) => settle(err);
    out.once('drain', onDrain);
    out.once('close', onClose);
    out.once('error', onError);
  });
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await drained(out);
}

/**
 * The batches with the next one already being fetched while this one is written:
 * the database works while zlib and the socket catch up. A failed fetch is held
 * (not unhandled) until its turn comes.
 */
async function* readAhead<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = iterator.next();
  next.catch(() => undefined);
  for (;;) {
    const result = await next;
    if (result.done) return;
    next = iterator.next();
    next.catch(() => undefined);
    yield result.value;
  }
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

/**
 * Where exceljs' streaming sheet sends its XML: its stream (a StreamBuf) writes
 * into the zip entry's input (a readable-stream PassThrough, archiver's) and
 * ignores what write() returns, so a producer faster than zlib piles the whole
 * sheet's XML up there (about 1.4 KB a row: 140 MB at 100,000 payments). Returns
 * a wait for each such input that is over its limit. Internal to exceljs 4 and
 * archiver 5 (readable-stream 2 has no writableNeedDrain, hence _writableState): if
 * their shape changes this finds none, and spreadsheet.test.ts fails on the bound.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): Promise<void>[] {
  type Sink = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Sink[] } }).stream?.pipes;
  return (Array.isArray(pipes) ? pipes : [])
    .filter((sink) => sink.writableNeedDrain ?? sink._writableState?.needDrain)
    .map(drained);
}

async function writeXlsx<Row>(
  out: Writable,
  sheetName: string,
  columns: Column<Row>[],
  batches: AsyncIterable<Row[]>,
  local: (d: Date) => Date,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? 16,
    ...(c.date ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object per column, shared by its cells: exceljs caches a style's id by
  // object identity, and the copy it gives each new cell would be worked out again
  // for every cell (most of the time of a large export).
  const styles = columns.map((c) => (c.date ? { numFmt: 'yyyy-mm-dd hh:mm' } : {}));
  for await (const rows of readAhead(batches)) {
    for (const row of rows) {
      const values = columns.map((c) => {
        const cell = c.value(row);
        if (cell instanceof Date) return local(cell);
        // Text cells are strings to exceljs (never formulas); neutralised all the same,
        // since the file may later be saved as CSV.
        return typeof cell === 'string' ? neutraliseCell(cell) : cell;
      });
      const added = sheet.addRow(values);
      added.eachCell((cell, column) => {
        cell.style = styles[column - 1]!;
      });
      added.commit();
    }
    // Backpressure toward the client: the batch's XML is compressed, and the zip
    // taken by the client, before the next batch is written. Memory stays about
    // one batch, whatever the speed of the download.
    await Promise.all(sheetBacklog(sheet));
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await workbook.commit();
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
      : writeXlsx(out, options.sheetName, options.columns, options.batches, local);
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

const amountFormat = new Intl.NumberFormat('es-VE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 'VES 182,50 | COP 20.000,00': a payment's amount in each currency shown to the buyer. */
export function currencyAmounts(prices: Record<string, { total: number }>): string {
  return Object.entries(prices)
    .map(([code, price]) => `${code} ${amountFormat.format(price.total)}`)
    .join(' | ');
}
