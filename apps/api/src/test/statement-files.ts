import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

type Part = { name: string; data: Buffer; size: number; crc: number; method: 0 | 8 };

/** Deflates `repeat` copies of `chunk` as one stream: a part that unpacks to much more than it weighs. */
async function deflatedRepeat(head: string, chunk: string, repeat: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.from(chunk.repeat(Math.min(repeat, 100_000)));
  let crc = crc32(head);
  deflate.write(head);
  for (let left = repeat; left > 0; left -= 100_000) {
    const piece = left >= 100_000 ? block : Buffer.from(chunk.repeat(left));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  const size = head.length + chunk.length * repeat + tail.length;
  return { data: Buffer.concat(out), size, crc };
}

/** A zip of the parts (deflated or stored), as a spreadsheet program writes one. */
function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, data, size: data.length, crc: crc32(data), method: 0 };
};

/** A workbook a spreadsheet program opens, around its first sheet's part. */
function workbook(sheet: { data: Buffer; size: number; crc: number }): Buffer {
  const ns = 'http://schemas.openxmlformats.org';
  return zip([
    stored(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    stored(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    stored(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    stored(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', method: 8, ...sheet },
  ]);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * An XLSX whose first sheet holds `rows` tiny rows (issue 46: 18 million rows in 1.1 MB):
 * a valid workbook a spreadsheet program opens.
 */
export async function xlsxOfTinyRows(rows: number): Promise<Buffer> {
  return workbook(await deflatedRepeat(SHEET_HEAD, '<row><c><v>1</v></c></row>', rows, SHEET_TAIL));
}

/**
 * An XLSX just within the limits (statement-limits.ts): `rows` rows of `columns` numbers under
 * a header no layout knows, so the whole sheet is read and answered with the column map's
 * proposal (ADR 089 measures the event loop meanwhile).
 */
export function xlsxNearTheLimits(rows: number, columns: number): Buffer {
  const cells = (row: number) =>
    Array.from({ length: columns }, (_, c) => `<c><v>${row * columns + c}</v></c>`).join('');
  const header = `<row>${Array.from({ length: columns }, (_, c) => `<c t="inlineStr"><is><t>Campo ${c}</t></is></c>`).join('')}</row>`;
  const body = Array.from({ length: rows - 1 }, (_, r) => `<row>${cells(r)}</row>`).join('');
  const text = Buffer.from(`${SHEET_HEAD}${header}${body}${SHEET_TAIL}`);
  return workbook({ data: deflateRawSync(text), size: text.length, crc: crc32(text) });
}

/** A generic-table CSV statement of `lines` credits, all with the same reference. */
export function csvOfCredits(lines: number, reference = '000012345678'): Buffer {
  const row = `24/11/2026;${reference};;0;73;\n`;
  return Buffer.from(`Fecha;Referencia;Descripción;Débito;Crédito;Saldo\n${row.repeat(lines)}`);
}
