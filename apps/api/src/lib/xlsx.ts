import { PassThrough, type Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { readAhead, write } from './stream-writes';

/**
 * A streaming XLSX writer for the admin exports: one sheet of text, numbers and
 * instants, a bold frozen header row, column widths. The sheet's XML is written
 * row by row into a zip entry (archiver), so a file of any length takes the
 * memory of one batch. Why our own writer and not exceljs': ADR 023
 * (docs/decisions/023-xlsx-written-directly.md).
 */
export type XlsxCell = string | number | Date | null;

export type XlsxColumn = {
  header: string;
  /** Width in characters. */
  width?: number;
};

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes in styles.xml's cellXfs. */
const BOLD = 1;
const DATE_TIME = 2;

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

/** Fonts: regular, bold. Cell formats: default, bold (the header), date and time. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

/** What XML can't hold (control characters, lone surrogates) or must escape. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_CARE = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  if (!NEEDS_CARE.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** 'A', 'B', … 'Z', 'AA': a column's letters from its 0-based index. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const MS_PER_DAY = 86_400_000;
/** Days from Excel's epoch (1899-12-30, counting its 1900 leap-year bug) to 1970-01-01. */
const EPOCH_OFFSET_DAYS = 25_569;

function cellXml(ref: string, cell: XlsxCell, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (cell === null) return '';
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? `<c r="${ref}"${s}><v>${cell}</v></c>` : '';
  if (cell instanceof Date) {
    // The Date's UTC fields are the wall clock to show (spreadsheet.ts wallClock).
    const serial = cell.getTime() / MS_PER_DAY + EPOCH_OFFSET_DAYS;
    return `<c r="${ref}" s="${DATE_TIME}"><v>${serial}</v></c>`;
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

function sheetStart(columns: XlsxColumn[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
    .join('');
  const letters = columns.map((_, i) => columnLetters(i));
  const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, BOLD)).join('');
  return `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">\
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
}

const SHEET_END = '</sheetData></worksheet>';

/**
 * Writes the workbook to `out` as its rows arrive, and ends `out`. Waits on the
 * zip entry's stream after each batch, which waits on zlib and `out` in turn:
 * backpressure from the client reaches the database reads.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: XlsxColumn[],
  rows: AsyncIterable<XlsxCell[][]>,
): Promise<void> {
  // Level 1: the sheet's XML is repetitive enough that the fastest deflate is
  // about 15 % larger than the default's, for a quarter of its CPU (ADR 023).
  // Stream buffers of 16 KB (archiver's default is 1 MB, in each of its stages):
  // what a stalled download holds stays about a batch or two.
  const zip = new ZipArchive({ zlib: { level: 1 }, highWaterMark: 16 * 1024 });
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
  });
  failed.catch(() => undefined);
  zip.pipe(out);
  const workbook = `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>\
<sheet name="${xmlText(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  zip.append(workbook, { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  const sheet = new PassThrough({ highWaterMark: 64 * 1024 });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });

  const letters = columns.map((_, i) => columnLetters(i));
  let rowNumber = 1;
  const work = (async () => {
    await write(sheet, sheetStart(columns));
    for await (const batch of readAhead(rows)) {
      let chunk = '';
      for (const cells of batch) {
        rowNumber += 1;
        let xml = `<row r="${rowNumber}">`;
        for (let i = 0; i < cells.length; i += 1)
          xml += cellXml(`${letters[i]}${rowNumber}`, cells[i]!);
        chunk += `${xml}</row>`;
      }
      await write(sheet, chunk);
    }
    sheet.end(SHEET_END);
    await zip.finalize();
  })();
  try {
    await Promise.race([work, failed]);
  } catch (err) {
    sheet.destroy(); // ends a wait on the entry, if the zip failed under it
    throw err;
  }
}
