import { messages } from '@rifas/shared';

/**
 * The one error type services throw. The error handler turns it into the API's
 * error shape `{ error, message, ...extra }` (docs/api.md). A screen that must act
 * on one refusal (not only show it) gets a `code` in `extra`: it decides by that,
 * never by the Spanish words.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string = error,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type Extra = Record<string, unknown>;

export const badRequest = (error: string, extra?: Extra) => new AppError(400, error, error, extra);
/**
 * A refusal that belongs under one form field: the same `issues` a failed schema
 * sends (docs/api.md, errors), so the SPA shows both one way.
 */
export const fieldIssue = (path: string, message: string) => ({ issues: [{ path, message }] });
export const invalidField = (path: string, error: string) =>
  badRequest(error, fieldIssue(path, error));

/** What invalidInput reads of a failed zod parse (a ZodError, or a route schema's issues). */
type ParseFailure = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * The one 400 for input a zod schema refused, whether a route's schema (the
 * error handler) or a service parsing what no route schema can (multipart
 * fields, JSON inside a field): the first issue's text, and every issue under
 * `issues` with its dotted path, for the SPA to show under its field (docs/api.md).
 */
export function invalidInput(
  failure: ParseFailure,
  fallback: string = messages.common.validation,
): AppError {
  const issues = failure.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return badRequest(issues[0]?.message ?? fallback, { issues });
}
export const unauthorized = (error: string = messages.common.unauthorized) =>
  new AppError(401, error);
export const forbidden = (error: string = messages.common.forbidden, extra?: Extra) =>
  new AppError(403, error, error, extra);
export const notFound = (error: string = messages.common.notFound) => new AppError(404, error);
export const conflict = (error: string, extra?: Extra) => new AppError(409, error, error, extra);
export const payloadTooLarge = (error: string) => new AppError(413, error);
export const unsupportedMediaType = (error: string) => new AppError(415, error);
export const unprocessable = (error: string, extra?: Extra) =>
  new AppError(422, error, error, extra);
export const tooManyRequests = (error: string = messages.common.tooManyRequests) =>
  new AppError(429, error);
export const serviceUnavailable = (error: string) => new AppError(503, error);
