/**
 * Every user-facing text that both the API and the SPA use. The specification's quoted texts
 * (listed in docs/api.md and docs/domain.md) are a contract and are copied letter for letter, quirks included
 * ('Correo de restablecimiento enviado..'). New texts follow the spec's voice.
 *
 * One file per feature (`messages/<feature>.ts`), read as `messages.<feature>.<text>`. `messages` is
 * the namespace of those modules (`catalog.ts`), not one object: a bundler keeps only the features
 * a chunk reads, so a buyer's first load carries the public texts and not the admin's (ADR 056).
 * Read it by member (`messages.raffles.notFound`, `const m = messages.raffles`); passing `messages`
 * itself around or indexing it by a computed key would bring the whole catalog back into the chunk.
 */
export * as messages from './catalog';

/** Fills `{name}` placeholders of a message: format(messages.users.createFailed, { reason }). */
export function format(template: string, values: Record<string, string | number>): string {
  // Written with indexOf rather than a replace callback: every purchase's e-mail fills a dozen
  // texts, most with no placeholder at all (ADR 111). A `{word}` not in `values` stays as written.
  let open = template.indexOf('{');
  if (open < 0) return template;
  let filled = '';
  let from = 0;
  while (open >= 0) {
    const close = template.indexOf('}', open + 1);
    if (close < 0) break;
    const key = template.slice(open + 1, close);
    if (WORD.test(key) && Object.hasOwn(values, key)) {
      filled += template.slice(from, open) + String(values[key]);
      from = close + 1;
      open = template.indexOf('{', from);
    } else {
      open = template.indexOf('{', open + 1);
    }
  }
  return filled + template.slice(from);
}

const WORD = /^\w+$/;
