import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@rifas/shared';
import { AppError } from '../lib/errors';

type Issue = { path: string; message: string };

function validationIssues(error: FastifyError): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? messages.common.validation,
  }));
}

/** One error shape for the whole API; 5xx details stay in the logs. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
      if (err instanceof AppError) {
        return reply
          .status(err.statusCode)
          .send({ error: err.error, message: err.message, ...err.extra });
      }
      const issues = validationIssues(err as FastifyError);
      if (issues.length > 0) {
        const first = issues[0]!.message;
        return reply.status(400).send({ error: first, message: first, issues });
      }
      const status = (err as FastifyError).statusCode ?? 500;
      if (status === 429) {
        const text = messages.common.tooManyRequests;
        return reply.status(429).send({ error: text, message: text });
      }
      if ((err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
        const text = messages.common.invalidJson;
        return reply.status(400).send({ error: text, message: text });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ error: err.message, message: err.message });
      }
      request.log.error({ err }, 'unhandled error');
      const text = messages.common.internalError;
      return reply.status(500).send({ error: text, message: text });
    });
  },
  { name: 'error-handler' },
);
