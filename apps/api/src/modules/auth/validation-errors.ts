import type { FastifyInstance } from 'fastify';
import { messages } from '@rifas/shared';
import { badRequest } from '../../lib/errors';

/**
 * Workaround, to delete once plugins/error-handler.ts is fixed: it reads
 * `validation[i].params.issue.path`, which fastify-type-provider-zod 7 does not
 * set (it has `instancePath`), so every validation failure became a 500. The
 * routes of the plugin this is called in answer the documented 400
 * `{ error, message, issues }` themselves: an AppError wins in the handler.
 */
export function answerValidationErrors(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors) => {
    const issues = errors.map((e) => ({
      path: e.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: e.message ?? messages.common.validation,
    }));
    return badRequest(issues[0]?.message ?? messages.common.validation, { issues });
  });
}
