import { messages } from '@rifas/shared';
import { clearSession, getSession } from './session';

/** The API's error shape `{ error, message, issues? }` plus whatever extra fields it carries. */
export type ApiErrorBody = {
  error: string;
  message: string;
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

/** The server's message when there is one, else the screen's own fallback text (SPEC §8). */
export function errorMessage(err: unknown, fallback: string): string {
  // A 5xx never carries a useful reason (the server hides internals): the screen's text says more.
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return fallback;
  return err.body?.message || err.body?.error || fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks and types the answer (a zod schema fits). */
  schema?: { parse(data: unknown): T };
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
 * Calls `/api{path}` (paths as in SPEC §7, without the /api prefix). Adds the
 * stored bearer token and applies the 401 rule of DESIGN §5: a 401 on a call made
 * WITH a token clears the session and goes to /login. A call without a token (a
 * failed login) just returns its error.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    schema,
    auth = true,
    ignoreUnauthorized = false,
  } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, undefined, NETWORK_ERROR);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token && !ignoreUnauthorized) {
      clearSession();
      handleUnauthorized();
    }
    throw new ApiError(response.status, asErrorBody(data));
  }
  return schema ? schema.parse(data) : (data as T);
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
};
