import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context';
import { spendChallenge } from './challenge.service';

/** The solved challenge travels in X-Altcha (documented in the OpenAPI schema). */
export const GuestChallengeHeadersSchema = z
  .object({
    'x-altcha': z
      .string()
      .optional()
      .describe(
        'Desafío resuelto (ALTCHA), obligatorio para invitados si GUEST_CHALLENGE está activo',
      ),
  })
  .loose();

/**
 * Guests pay one solved challenge per hold and per purchase, and so does a
 * signed-in account whose e-mail was never verified: anyone can register one.
 */
/** Whether this request must carry a solved challenge (a guest, or an unverified account). */
export function needsGuestChallenge(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.config.challenge.enabled && !request.user?.verified;
}

/** A request that must carry a solution and carries none: it will be refused. */
export function carriesNoSolution(app: FastifyInstance, request: FastifyRequest): boolean {
  return needsGuestChallenge(app, request) && !request.headers['x-altcha'];
}

export async function requireGuestChallenge(app: FastifyInstance, request: FastifyRequest) {
  if (!needsGuestChallenge(app, request)) return;
  const header = request.headers['x-altcha'];
  await spendChallenge(serviceContext(request), {
    header: typeof header === 'string' ? header : undefined,
  });
}
