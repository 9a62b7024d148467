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

/** Guests (not signed-in users) pay one solved challenge per hold and per purchase. */
export async function requireGuestChallenge(app: FastifyInstance, request: FastifyRequest) {
  if (!app.config.challenge.enabled || request.user) return;
  const header = request.headers['x-altcha'];
  await spendChallenge(serviceContext(request), {
    header: typeof header === 'string' ? header : undefined,
  });
}
