/**
 * Splits our CSV (';' between cells, '"' quoting, CRLF rows) back into cells;
 * with `separator` ',' it reads the file as a spreadsheet in a comma locale would.
 */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  // As Excel reads: a '"' opens quoting only as a cell's first character; elsewhere it is text.
  let started = false;
  const end = () => {
    row.push(cell);
    cell = '';
    started = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && !started) {
      quoted = true;
      started = true;
    } else if (c === separator) end();
    else if (c === '\r' && text[i + 1] === '\n') {
      end();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += c;
      started = true;
    }
  }
  return rows;
}
