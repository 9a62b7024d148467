/** A JSON Schema node as @fastify/swagger emits it (only what the fuzzer reads). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  contentMediaType?: string;
  contentSchema?: JsonSchema;
  minimum?: number;
  minItems?: number;
  maximum?: number;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/raffles/{id}. */
  path: string;
  parameters: Parameter[];
  /** Documented request bodies by content type. */
  bodies: Record<string, JsonSchema>;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the app's own OpenAPI document (the docs UI's routes excluded). */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const bodies: Record<string, JsonSchema> = {};
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        bodies[type] = content.schema ?? {};
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          schema: p.schema ?? {},
        })),
        bodies,
      });
    }
  }
  return operations;
}

/** Every property name the document's request schemas use (a pool for stray fields). */
export function propertyNamesOf(operations: Operation[]): string[] {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(child);
    }
    walk(schema.items);
    walk(schema.contentSchema);
    for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) list?.forEach(walk);
  };
  for (const op of operations) {
    Object.values(op.bodies).forEach(walk);
    op.parameters.forEach((p) => names.add(p.name));
  }
  return [...names];
}
