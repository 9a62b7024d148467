import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@rifas/shared';
import { isEntriesFixed } from '../db/sql-errors';
import { AppError, invalidInput } from '../lib/errors';

/** A route schema's refusal as the one 400 for zod issues (lib/errors.ts); other errors as they are. */
function asAppError(err: FastifyError | AppError): FastifyError | AppError {
  if (!hasZodFastifySchemaValidationErrors(err)) return err;
  return invalidInput({
    issues: err.validation.map((v) => ({
      // '/a/0/b' (fastify-type-provider-zod joins the zod path with '/').
      path: v.instancePath.split('/').slice(1),
      message: v.message ?? messages.common.validation,
    })),
  });
}

/**
 * Fastify's and its plugins' own 4xx (FST_…: an unknown content type, a body
 * over the limit, an empty JSON body, a multipart body on a JSON route) speak
 * English; the client sees the Spanish equivalent.
 */
function frameworkErrorText(err: FastifyError, status: number): string | null {
  if (typeof err.code !== 'string' || !err.code.startsWith('FST_')) return null;
  if (status === 413) return messages.common.requestTooLarge;
  if (status === 415 || status === 406) return messages.common.unsupportedMediaType;
  if (status === 404) return messages.common.notFound;
  return messages.common.invalidRequest;
}

/** One error shape for the whole API; 5xx details stay in the logs. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      const err = asAppError(thrown);
      if (err instanceof AppError) {
        // A refusal that ends (a throttle, a budget) says when, as the rate limiter does.
        const retryAfter = err.extra.retry_after_seconds;
        if (err.statusCode === 429 && typeof retryAfter === 'number') {
          void reply.header('retry-after', String(retryAfter));
        }
        return reply
          .status(err.statusCode)
          .send({ error: err.error, message: err.message, ...err.extra });
      }
      // Our triggers refuse any write to a raffle whose draw entries are fixed,
      // whichever service attempted it (docs/domain.md, "Sorteo verificable").
      if (isEntriesFixed(err)) {
        const text = messages.draw.entriesFixed;
        return reply.status(409).send({ error: text, message: text });
      }
      const status = (err as FastifyError).statusCode ?? 500;
      if (status === 429) {
        const text = messages.common.tooManyRequests;
        return reply.status(429).send({ error: text, message: text });
      }
      if (
        (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        err instanceof SyntaxError
      ) {
        const text = messages.common.invalidJson;
        return reply.status(400).send({ error: text, message: text });
      }
      if (status >= 400 && status < 500) {
        const text = frameworkErrorText(err as FastifyError, status) ?? err.message;
        return reply.status(status).send({ error: text, message: text });
      }
      request.log.error({ err }, 'unhandled error');
      const text = messages.common.internalError;
      return reply.status(500).send({ error: text, message: text });
    });
  },
  { name: 'error-handler' },
);
