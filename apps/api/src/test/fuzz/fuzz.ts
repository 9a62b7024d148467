import fc from 'fast-check';
import type { App } from '../../app';
import { requestFor, type FuzzBody, type FuzzRequest, type FuzzWorld } from './arbitraries';
import { operationsOf, propertyNamesOf, type Operation } from './operations';

export type Tokens = { user: string; admin: string };

export type FuzzOptions = {
  app: App;
  /** Called before each operation: fixtures a previous operation deleted come back. */
  prepare: () => Promise<{ tokens: Tokens; ids: number[] }>;
  markers: string[];
  files: Buffer[];
  runsPerOperation: number;
  seed?: number;
  /** Only operations whose "METHOD path" matches (the script's --only). */
  only?: RegExp;
};

export type ServerError = { operation: string; status: number; request: string; body: string };

export type FuzzReport = {
  operations: number;
  cases: number;
  /** Answers by status class, e.g. { '2xx': 10, '4xx': 300 }. */
  statuses: Record<string, number>;
  serverErrors: ServerError[];
  /** How often each 4xx text answered, by operation (to see what the generators reach). */
  refusals: Record<string, Record<string, number>>;
  /** Milliseconds spent on each operation. */
  timings: Record<string, number>;
};

const BOUNDARY = '----rifasfuzz7MA4YWxkTrZu0gW';

function multipartPayload(body: Extract<FuzzBody, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of body.fields) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  for (const [name, bytes] of body.files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="r.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const payload = Buffer.concat(chunks);
  if (body.mutation === 'truncate')
    return payload.subarray(0, Math.floor(payload.length * body.cut));
  return payload;
}

/** The request as app.inject takes it. */
export function encode(request: FuzzRequest, tokens: Tokens) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.role === 'user') headers.authorization = `Bearer ${tokens.user}`;
  if (request.role === 'admin') headers.authorization = `Bearer ${tokens.admin}`;
  if (request.role === 'bogus') headers.authorization = 'Bearer no-es-un-token';
  const body = request.body;
  let payload: string | Buffer | undefined;
  if (body.kind === 'json') {
    let text = JSON.stringify(body.value) ?? 'null';
    const value = body.value as Record<string, unknown>;
    const first =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.keys(value)[0]
        : undefined;
    // The first key twice, the second time with another value: {"a":"x","a":1,…}.
    if (body.duplicateKey && first !== undefined) {
      text = `{${JSON.stringify(first)}:"otro",${text.slice(1)}`;
    }
    payload = text;
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    payload = body.text;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body.kind === 'multipart') {
    payload = multipartPayload(body);
    headers['content-type'] =
      body.mutation === 'no-boundary'
        ? 'multipart/form-data'
        : body.mutation === 'bad-boundary'
          ? 'multipart/form-data; boundary=otro'
          : `multipart/form-data; boundary=${BOUNDARY}`;
  }
  return {
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Sends one request; a stream (SSE) is read for a moment and then dropped. */
async function send(app: App, request: ReturnType<typeof encode>) {
  const res = await app.inject({ ...request, payloadAsStream: true });
  const chunks: Buffer[] = [];
  const stream = res.stream();
  if (stream.readableEnded || stream.destroyed) {
    return { status: res.statusCode, body: '' };
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      stream.destroy();
      resolve();
    }, 300);
    stream.on('data', (chunk: Buffer) => {
      if (chunks.length < 64) chunks.push(chunk);
    });
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.on('end', done);
    stream.on('error', done);
    stream.on('close', done);
  });
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) };
}

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify(request, (_key, value: unknown) =>
    Buffer.isBuffer(value)
      ? `<${value.length} bytes>`
      : typeof value === 'string' && value.length > 200
        ? `${value.slice(0, 200)}…(${value.length})`
        : value,
  );

/**
 * Walks every operation of the app's OpenAPI document with fast-check: each
 * operation gets `runsPerOperation` generated requests (roles, path and query
 * parameters, bodies in every encoding), and every answer must be below 500.
 */
export async function fuzzOpenApi(options: FuzzOptions): Promise<FuzzReport> {
  const all = operationsOf(options.app.swagger());
  const operations = all.filter((op) =>
    options.only ? options.only.test(`${op.method} ${op.path}`) : true,
  );
  const names = [...propertyNamesOf(all), 'x'];
  const report: FuzzReport = {
    operations: 0,
    cases: 0,
    statuses: {},
    serverErrors: [],
    timings: {},
    refusals: {},
  };
  for (const op of orderForFuzzing(operations)) {
    const { tokens, ids } = await options.prepare();
    const world: FuzzWorld = { ids, markers: options.markers, names, files: options.files };
    const label = `${op.method} ${op.path}`;
    report.operations += 1;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(requestFor(op, world), async (request) => {
        report.cases += 1;
        const { status, body } = await send(options.app, encode(request, tokens));
        const bucket = `${Math.floor(status / 100)}xx`;
        report.statuses[bucket] = (report.statuses[bucket] ?? 0) + 1;
        if (status >= 400 && status < 500) {
          const text = /"message":"([^"]*)"/.exec(body)?.[1] ?? String(status);
          const counts = (report.refusals[label] ??= {});
          counts[text] = (counts[text] ?? 0) + 1;
        }
        if (status >= 500) {
          report.serverErrors.push({
            operation: label,
            status,
            request: describeRequest(request),
            body,
          });
        }
      }),
      {
        numRuns: options.runsPerOperation,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      },
    );
    report.timings[label] = Math.round(performance.now() - started);
  }
  return report;
}

/** Reads before writes, deletes last: fewer fixtures to bring back between operations. */
function orderForFuzzing(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : op.path.includes('truncate') ? 3 : 1;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}
