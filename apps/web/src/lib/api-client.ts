import { messages } from '@rifas/shared';
import { clearSession, getSession } from './session';

/** The API's error shape `{ error, message, code?, issues? }` plus whatever extra fields it carries. */
export type ApiErrorBody = {
  error: string;
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
  [extra: string]: unknown;
};

const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

/** A failed API call. `error` is the short Spanish text, `message` the longer one (often equal). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly body: ApiErrorBody | undefined;

  constructor(
    status: number,
    body: ApiErrorBody | undefined,
    fallback: string = messages.common.internalError,
  ) {
    super(body?.message || body?.error || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.error = body?.error || this.message;
    this.body = body;
  }
}

/**
 * The server's reason for a failure: the text of an answer that carried our error
 * shape, else null (a lost connection, a proxy's bare 502). The generic internal-error
 * text is no reason (the server hides internals there): the screen's own text says more.
 * Our API always sends `error` and `message` with the same text; `message` wins.
 */
function serverReason(err: unknown): string | null {
  if (!(err instanceof ApiError) || !err.body) return null;
  const text = err.body.message || err.body.error;
  return text && text !== messages.common.internalError ? text : null;
}

/**
 * The one rule for turning a failed call into screen text (docs/api.md, the SPA's
 * error rule): the server's reason when it gave one, else the screen's own `fallback`;
 * without a fallback, what went wrong on the way (offline, an internal error), for
 * texts that put the reason in a template ('Error al crear el usuario: {reason}').
 */
export function errorMessage(err: unknown, fallback?: string): string {
  const onTheWay = err instanceof ApiError ? err.message : messages.common.internalError;
  return serverReason(err) ?? fallback ?? onTheWay;
}

/** The machine-readable `code` of a refusal (docs/api.md, errors): screens decide by it, never by words. */
export function errorCode(err: unknown): string | undefined {
  const code = err instanceof ApiError ? err.body?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Checks and types an answer (a zod schema fits). */
export type AnswerSchema<T> = { parse(data: unknown): T };

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Checks and types the answer: a schema, or a function that loads one (see
   * lib/lazy-schema.ts), called when the request starts so both arrive together.
   */
  schema?: AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);
  /** false: do not send the stored token. */
  auth?: boolean;
  /** true: a 401 is returned as an error without the 401 rule (used by logout). */
  ignoreUnauthorized?: boolean;
};

let handleUnauthorized: () => void = () => window.location.assign('/login');

/** Where the 401 rule sends the user; the router registers a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error, message } = value as Record<string, unknown>;
  if (typeof error !== 'string' && typeof message !== 'string') return undefined;
  const text = typeof message === 'string' ? message : String(error);
  return { ...value, error: typeof error === 'string' ? error : text, message: text };
}

/**
 * Sends `/api{path}` (paths without the /api prefix) and returns the successful (or 304)
 * response. Adds the stored bearer token and applies the 401 rule: a 401 on a call made
 * WITH a token clears the session and goes to /login. A call without a token (a failed
 * login) just returns its error. Any other failure becomes an ApiError.
 */
async function send(
  path: string,
  options: RequestOptions<unknown>,
  revalidate?: { etag: string | null | undefined },
): Promise<Response> {
  const { method = 'GET', body, query, signal, auth = true, ignoreUnauthorized = false } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (revalidate?.etag) headers.set('If-None-Match', revalidate.etag);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      // Revalidating calls do their own caching with the ETag; the browser's would
      // turn our 304 into a 200 with a stale body.
      ...(revalidate ? { cache: 'no-store' as const } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, undefined, NETWORK_ERROR);
  }
  if (response.ok || (revalidate && response.status === 304)) return response;

  const data = await readBody(response);
  if (response.status === 401 && token && !ignoreUnauthorized) {
    clearSession();
    handleUnauthorized();
  }
  throw new ApiError(response.status, asErrorBody(data));
}

/** Calls `/api{path}` and returns its parsed answer (see `send` for the token and 401 rules). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const schema = startLoading(options.schema);
  const data = await readBody(await send(path, options));
  return checked(data, schema);
}

/** The schema, or the download of it already under way. */
function startLoading<T>(
  schema: RequestOptions<T>['schema'],
): AnswerSchema<T> | Promise<AnswerSchema<T>> | undefined {
  if (typeof schema !== 'function') return schema;
  const loading = schema();
  void loading.catch(() => undefined); // the failure is thrown where it is awaited
  return loading;
}

async function checked<T>(
  data: unknown,
  schema: AnswerSchema<T> | Promise<AnswerSchema<T>> | undefined,
): Promise<T> {
  return schema ? (await schema).parse(data) : (data as T);
}

/** What a revalidating GET found: nothing new (304), or the answer and its new ETag. */
export type Revalidated<T> =
  { notModified: true } | { notModified: false; data: T; etag: string | null };

export type RevalidateOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'> & {
  /** The ETag of the copy the caller holds; sent as If-None-Match. */
  etag: string | null | undefined;
  /** How to read the answer: parsed JSON (default), text, or raw bytes. */
  read?: 'json' | 'text' | 'bytes';
};

/**
 * A GET that revalidates the caller's copy with its ETag (If-None-Match): a 304 answers
 * `{ notModified: true }` without a body, so the caller keeps its object and nothing
 * re-renders. Token, 401 rule and errors as in `apiRequest`.
 */
export async function apiRevalidate<T = unknown>(
  path: string,
  options: RevalidateOptions<T>,
): Promise<Revalidated<T>> {
  const { etag, read = 'json', ...rest } = options;
  const schema = startLoading(rest.schema);
  const response = await send(path, rest, { etag });
  if (response.status === 304) return { notModified: true };
  let data: unknown;
  if (read === 'bytes') data = new Uint8Array(await response.arrayBuffer());
  else if (read === 'text') data = await response.text();
  else data = await readBody(response);
  return {
    notModified: false,
    data: await checked(data, schema),
    etag: response.headers.get('etag'),
  };
}

export type UploadOptions<T> = {
  method?: 'POST' | 'PUT';
  schema?: { parse(data: unknown): T };
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  /** Aborts the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
};

/**
 * Sends a form with a file and reports the upload's progress (fetch cannot):
 * the same token, 401 rule and errors as `apiRequest`.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  { method = 'PUT', schema, onProgress, headers = {}, signal }: UploadOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const aborted = () => new DOMException('Upload cancelled', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(aborted());
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, NETWORK_ERROR));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(schema ? schema.parse(data) : (data as T));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
        return;
      }
      if (xhr.status === 401 && token) {
        clearSession();
        handleUnauthorized();
      }
      reject(new ApiError(xhr.status, asErrorBody(data)));
    };
    xhr.send(form);
  });
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) => apiRequest<T>(path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  revalidate: apiRevalidate,
  upload: apiUpload,
};
