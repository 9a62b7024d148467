/** One line of a delimited file split into fields; double quotes may wrap a field ("" is a quote). */
export function splitDelimited(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

const DELIMITERS = [';', '\t', ','] as const;

/**
 * The delimiter of a table: the one that appears most in its first lines.
 * Amounts like '1.234,56' put commas in ';' files, but fewer than the separators.
 */
export function guessDelimiter(lines: string[]): string {
  const head = lines.filter((l) => l.trim() !== '').slice(0, 5);
  const count = (d: string) => head.reduce((n, l) => n + l.split(d).length - 1, 0);
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best), DELIMITERS[0]);
}
