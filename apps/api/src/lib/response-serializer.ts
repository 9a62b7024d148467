import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

// The schema types whose parse and encode give different values. A default differs only for a
// value left out, which encode refuses and parse fills: the SPA's SessionUserSchema keeps one
// for sessions stored before the field, and the server always sends it.
const ONE_WAY = new Set(['transform', 'pipe', 'catch', 'success']);

/** Refuses a response schema holding a type that answers differently on the way out. */
function assertSameBothWays(schema: $ZodType, where: string, seen = new Set<$ZodType>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (ONE_WAY.has(def.type)) {
    throw new Error(`${where}: a response schema may not hold a ${def.type} (ADR 111)`);
  }
  const visit = (value: unknown): void => {
    if (value instanceof $ZodType) assertSameBothWays(value, where, seen);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  if (def.type === 'lazy') visit((def.getter as () => unknown)());
  else Object.values(def).forEach(visit);
}

/**
 * Every answer is checked against its route's response schema and loses the keys the schema
 * does not name, as fastify-type-provider-zod's serializerCompiler does, with zod's parse
 * instead of its encode (ADR 111). Encode parses each value twice (a first pass without
 * checks, then with them); parse once, on zod's compiled path: half the CPU of a sale's two
 * answers. Both give the same JSON when the schema holds no type that works one way only,
 * which the route's registration checks here.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  // A route's schema is a zod type, or one under `properties` (as the library accepts it).
  const schema = maybeSchema instanceof $ZodType ? maybeSchema : maybeSchema.properties;
  assertSameBothWays(schema, `${method} ${url}`);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
