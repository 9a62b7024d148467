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
  // Most of an e-mail's lines have no placeholder: those are answered without a pass.
  if (!template.includes('{')) return template;
  return template.replace(PLACEHOLDER, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const PLACEHOLDER = /\{(\w+)\}/g;
