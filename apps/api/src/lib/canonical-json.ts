/**
 * JSON with every object's keys sorted, so the same data writes the same text whatever the order
 * its keys came in; an undefined value in an object is left out, as JSON.stringify does.
 * `arrays: 'sorted'` sorts the keys of objects inside arrays too (the purchase's request hash);
 * `'as-is'` writes arrays as JSON.stringify does (altcha-lib's canonicalJSON, which the guest
 * challenge's signature is made over). Written straight into the text, without sorted copies
 * (ADR 111).
 */
export function canonicalJson(value: unknown, arrays: 'sorted' | 'as-is'): string {
  if (Array.isArray(value)) {
    if (arrays === 'as-is') return JSON.stringify(value);
    const items = value.map((item) => (item === undefined ? 'null' : canonicalJson(item, arrays)));
    return `[${items.join(',')}]`;
  }
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  let text = '';
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    text += `${text ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item, arrays)}`;
  }
  return `{${text}}`;
}
