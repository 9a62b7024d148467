import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';

/** What the generators may use besides the schema: real ids, marker values, files. */
export type FuzzWorld = {
  /** Ids that exist (a raffle, a payment, users…), mixed with hostile ones. */
  ids: number[];
  /** Buyer-like values that must never reach a log; used in bodies only. */
  markers: string[];
  /** Property names seen anywhere in the document (stray fields). */
  names: string[];
  files: Buffer[];
};

export type Role = 'guest' | 'user' | 'admin' | 'bogus';

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; duplicateKey: boolean }
  | { kind: 'raw'; contentType: string | null; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: [string, Buffer][];
      mutation: 'none' | 'truncate' | 'no-boundary' | 'bad-boundary';
      cut: number;
    };

export type FuzzRequest = {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
};

const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'Ana\u0000 Secreta',
  '\u0007\u001b[31m',
  '\u202eabc',
  '\ud800',
  '\udfff\ud800',
  '%00',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '𝕏🙂中文ñ',
  'null',
  'true',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  '{}',
  '[]',
  '{"a":',
  '__proto__',
  'constructor',
  'toString',
];

const PLAUSIBLE_TEXTS = [
  'Ana Pérez',
  'ana@example.com',
  '2030-01-01T12:00:00.000Z',
  '2030-01-15',
  '04141234567',
  'V-12345678',
  'https://example.com/precio.json',
  'VES',
  'Bs',
  'clave-segura-91',
  'VACIARR',
  'banco',
  '1',
  '10',
  'active',
  'pending',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const hostileString = (world: FuzzWorld, withMarkers: boolean): fc.Arbitrary<string> => {
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string(), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 4 },
    // Huge: over every field's limit, some over the 1 MB body limit.
    {
      arbitrary: fc.constantFrom(300, 5000, 70_000, 1_100_000).map((n) => 'x'.repeat(n)),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(60, 3000).map((n) => 'ñ😀'.repeat(n)), weight: 1 },
  ];
  if (withMarkers) {
    const marker = fc.constantFrom(...world.markers);
    options.push(
      { arbitrary: marker, weight: 4 },
      { arbitrary: marker.map((m) => `${m}\u0000`), weight: 1 },
      { arbitrary: marker.map((m) => `\u0001${m}`), weight: 1 },
    );
  }
  return fc.oneof(...options);
};

/** A text that looks right for the field (by its name), a buyer marker, or a hostile one. */
function plausibleText(name: string, world: FuzzWorld, withMarkers: boolean): fc.Arbitrary<string> {
  const hint = Object.entries(FIELD_HINTS).find(([pattern]) => new RegExp(pattern, 'i').test(name));
  const valid = hint ? fc.constantFrom(...hint[1]) : fc.constantFrom(...PLAUSIBLE_TEXTS);
  const marked =
    hint && withMarkers ? world.markers.filter((m) => hint[1].some((h) => sameKind(h, m))) : [];
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: valid, weight: 6 },
    { arbitrary: hostileString(world, withMarkers), weight: 2 },
  ];
  if (marked.length > 0) {
    const marker = fc.constantFrom(...marked);
    options.push(
      { arbitrary: marker, weight: 2 },
      // Valid but for one NUL or control character: the request reaches the deepest checks.
      { arbitrary: marker.map((m) => `${m.slice(0, 3)}\u0000${m.slice(3)}`), weight: 1 },
    );
  }
  return fc.oneof(...options);
}

/** Same kind of value: both e-mails, both digit-heavy, or both words. */
function sameKind(a: string, b: string): boolean {
  const kind = (v: string) => (v.includes('@') ? 'email' : /\d{4}/.test(v) ? 'digits' : 'text');
  return kind(a) === kind(b);
}

const FIELD_HINTS: Record<string, string[]> = {
  email: ['ana@example.com', 'otra.persona@example.org'],
  password: ['clave-segura-91', 'Otra-Clave-2030'],
  phone: ['04141234567', '+58 412 555 0000'],
  customer_id: ['V-12345678', 'E-8765432'],
  'name|label|title|product|holder': ['Ana Pérez', 'Pago móvil', 'Moto 0 km'],
  date: ['2030-01-01T12:00:00.000Z', '2030-01-15'],
  url: ['https://example.com/precio.json'],
  codigo: ['VES', 'EUR'],
  simbolo: ['Bs', '€'],
  reason: ['Pago no recibido'],
  token: ['abcdefghijklmnopqrstuvwxyz012345'],
};

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything at all, for a field whose type is wrong on purpose. */
const wrongValue = (world: FuzzWorld, withMarkers: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileString(world, withMarkers),
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    // A list over every cap (500 per order, 1000 per release), with out-of-range values.
    fc
      .constantFrom(3, 600, 1200)
      .map((n) => Array.from({ length: n }, (_, i) => (i % 7 === 6 ? 2 ** 31 + i : i))),
  );

function isType(schema: JsonSchema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** Sets an own `__proto__` key, as JSON.parse would (a literal would set the prototype). */
function withProtoKey(object: Record<string, unknown>, value: unknown): Record<string, unknown> {
  Object.defineProperty(object, '__proto__', {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/** A value shaped by the schema most of the time, hostile at any depth the rest. */
export function valueFor(
  schema: JsonSchema,
  world: FuzzWorld,
  withMarkers: boolean,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const wrong = wrongValue(world, withMarkers);
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && depth < 4) {
    options.push(...alternatives.map((s) => valueFor(s, world, withMarkers, depth + 1)));
  }
  if (schema.allOf && depth < 4) {
    const merged: JsonSchema = { type: 'object', properties: {} };
    for (const part of schema.allOf) Object.assign(merged.properties!, part.properties ?? {});
    options.push(valueFor(merged, world, withMarkers, depth + 1));
  }
  // A text part that carries JSON (the purchase's `numbers` and `payment`).
  if (schema.contentSchema) {
    options.push(
      valueFor(schema.contentSchema, world, withMarkers, depth + 1).map(
        (v) => JSON.stringify(v) ?? '',
      ),
    );
  } else if (isType(schema, 'string')) {
    options.push(plausibleText(name, world, withMarkers));
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    options.push(
      fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 120 }), weight: 6 },
        { arbitrary: fc.constantFrom(...world.ids), weight: 2 },
        { arbitrary: hostileNumber, weight: 1 },
      ),
    );
  }
  if (isType(schema, 'boolean')) options.push(fc.boolean());
  if (isType(schema, 'array') && depth < 4) {
    const items = valueFor(schema.items ?? {}, world, withMarkers, depth + 1);
    options.push(fc.array(items, { minLength: schema.minItems ?? 0, maxLength: 6 }));
  }
  if ((isType(schema, 'object') || schema.properties) && depth < 4) {
    options.push(objectFor(schema, world, withMarkers, depth));
  }
  if (options.length === 0) return wrong;
  // Mostly right, so that one wrong value deep in an otherwise valid request reaches the database.
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 10 }, { arbitrary: wrong, weight: 1 });
}

function objectFor(
  schema: JsonSchema,
  world: FuzzWorld,
  withMarkers: boolean,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    shape[key] = valueFor(child, world, withMarkers, depth + 1, key);
  }
  const known = fc.oneof(
    { arbitrary: fc.record(shape), weight: 4 },
    { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom(...world.names), fc.string({ maxLength: 8 })),
    wrongValue(world, withMarkers),
    { maxKeys: 3 },
  );
  return fc
    .tuple(
      known,
      fc.oneof({ arbitrary: extra, weight: 1 }, { arbitrary: fc.constant({}), weight: 3 }),
      fc.oneof(
        { arbitrary: fc.constant(null), weight: 12 },
        { arbitrary: wrongValue(world, withMarkers), weight: 1 },
      ),
    )
    .map(([k, e, proto]) => {
      const object = { ...e, ...k };
      return proto === null ? object : withProtoKey(object, proto);
    });
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data',
  'application/octet-stream',
  null,
];

/** The body of a request: documented encodings first, then every way to get it wrong. */
export function bodyFor(op: Operation, world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const json = op.bodies['application/json'];
  const form = op.bodies['multipart/form-data'] ?? json;
  const schema: JsonSchema = json ?? form ?? { type: 'object', properties: {} };
  const jsonBody = fc.record({
    kind: fc.constant('json' as const),
    value: valueFor(schema, world, true),
    duplicateKey: fc.constantFrom(false, false, false, false, true),
  });
  const formSchema = form ?? schema;
  const fieldNames = Object.keys(formSchema.properties ?? {});
  for (const part of formSchema.allOf ?? []) fieldNames.push(...Object.keys(part.properties ?? {}));
  const fieldValue = (name: string) => {
    const property =
      formSchema.properties?.[name] ??
      formSchema.allOf?.find((p) => p.properties?.[name])?.properties?.[name] ??
      {};
    return valueFor(property, world, true).map((v) =>
      typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
    );
  };
  const names = fc.oneof(
    { arbitrary: fc.constantFrom(...(fieldNames.length ? fieldNames : world.names)), weight: 5 },
    { arbitrary: fc.constantFrom(...world.names, '__proto__', 'constructor', ''), weight: 1 },
  );
  const field = names.chain((name) => fieldValue(name).map((v): [string, string] => [name, v]));
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.oneof(
      {
        // Each documented field at most once, in order, plus a few stray ones.
        arbitrary: fc
          .tuple(
            fc.tuple(
              ...fieldNames.map((name) =>
                fc.option(
                  fieldValue(name).map((v): [string, string] => [name, v]),
                  { freq: 8 },
                ),
              ),
            ),
            fc.array(fc.tuple(fc.constantFrom(...world.names), hostileString(world, true)), {
              maxLength: 2,
            }),
          )
          .map(([known, stray]) => [
            ...known.filter((f): f is [string, string] => f !== null),
            ...stray,
          ]),
        weight: 6,
      },
      { arbitrary: fc.array(field, { maxLength: 10 }), weight: 3 },
      // Past the 30-field limit.
      { arbitrary: field.map((f) => Array.from({ length: 35 }, () => f)), weight: 1 },
    ),
    files: fc.array(
      fc.tuple(
        fc.constantFrom('image', 'imagen', 'payment', 'otro'),
        fc.constantFrom(...world.files),
      ),
      { maxLength: 3 },
    ),
    mutation: fc.oneof(
      { arbitrary: fc.constant('none' as const), weight: 8 },
      {
        arbitrary: fc.constantFrom(
          'truncate' as const,
          'no-boundary' as const,
          'bad-boundary' as const,
        ),
        weight: 2,
      },
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    text: fc.oneof(
      fc.constantFrom('{"a":', '{', '[1,2', 'null', '"x"', '12', '<x/>', 'a=1&a=2', '\u0000'),
      jsonBody.map((b) => JSON.stringify(b.value) ?? ''),
    ),
  });
  const weighted = [
    { arbitrary: jsonBody, weight: op.bodies['application/json'] ? 6 : 2 },
    { arbitrary: multipart, weight: op.bodies['multipart/form-data'] ? 6 : 1 },
    { arbitrary: raw, weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  ];
  return fc.oneof(...weighted);
}

function paramValue(schema: JsonSchema, world: FuzzWorld): fc.Arbitrary<string> {
  const numeric = isType(schema, 'integer') || isType(schema, 'number');
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...world.ids), weight: numeric ? 10 : 1 },
      { arbitrary: hostileNumber, weight: 1 },
      { arbitrary: valueFor(schema, world, false), weight: 2 },
      { arbitrary: hostileString(world, false), weight: 1 },
    )
    .map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
}

/** Percent-encodes anything; a lone surrogate becomes invalid UTF-8 bytes, as a hostile client sends. */
function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    out +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? '%ED%A0%80'
        : encodeURIComponent(char);
  }
  return out;
}

const headerText = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/), weight: 3 },
  { arbitrary: fc.stringMatching(/^[\x21-\x7e]{0,250}$/), weight: 1 },
);

/** One request to an operation: role, path and query parameters, headers and body. */
export function requestFor(op: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const path = fc
    .tuple(...pathParams.map((p) => paramValue(p.schema, world)))
    .map((values) =>
      pathParams.reduce(
        (url, p, i) => url.replace(`{${p.name}}`, encodeComponent(values[i]!)),
        op.path,
      ),
    );
  const query = fc
    .array(
      fc.oneof(
        ...(queryParams.length
          ? queryParams.map((p) => paramValue(p.schema, world).map((v) => [p.name, v] as const))
          : []),
        // Buyer markers in query strings too: the access log must not carry them.
        fc.tuple(fc.constantFrom(...world.names), hostileString(world, true)),
        ...queryParams.map((p) =>
          fc
            .constant(p.name)
            .chain((name) => fc.constantFrom(...world.markers).map((m) => [name, m] as const)),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs.length
        ? `?${pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&')}`
        : '',
    );
  const headers = fc
    .tuple(...headerParams.map(() => fc.option(headerText, { freq: 3 })))
    .map((values) => {
      const out: Record<string, string> = {};
      headerParams.forEach((p, i) => {
        if (values[i] !== null && values[i] !== undefined) out[p.name] = values[i];
      });
      return out;
    });
  return fc.record({
    role: fc.oneof(
      { arbitrary: fc.constant<Role>('admin'), weight: 3 },
      { arbitrary: fc.constant<Role>('user'), weight: 2 },
      { arbitrary: fc.constantFrom<Role>('guest', 'bogus'), weight: 2 },
    ),
    method: fc.constant(op.method),
    url: fc.tuple(path, query).map(([p, q]) => p + q),
    headers,
    body:
      op.method === 'GET' || op.method === 'DELETE'
        ? fc.oneof(
            { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
            { arbitrary: bodyFor(op, world), weight: 1 },
          )
        : bodyFor(op, world),
  });
}
