import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkChallenge, type ChallengeTicket } from './challenge.service';

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

const headerOf = (request: FastifyRequest) => {
  const header = request.headers['x-altcha'];
  return typeof header === 'string' ? header : undefined;
};

/**
 * Checks the request's solution and answers the ticket its statement spends (a
 * hold: rifas_hold, ADR 065); null when none is asked.
 */
export function guestChallengeTicket(
  app: FastifyInstance,
  request: FastifyRequest,
): ChallengeTicket | null {
  if (!needsGuestChallenge(app, request)) return null;
  return checkChallenge(serviceContext(request), { header: headerOf(request) });
}

/** A purchase's solution, checked: its ticket, or the refusal a new purchase gets. */
export type GuestChallengeGate = { ticket: ChallengeTicket | null; refusal: AppError | null };

/**
 * The same check for a purchase, whose refusal waits: a replay of a committed
 * purchase answers without a solution (purchase.idempotency.ts).
 */
export function guestChallengeGate(
  app: FastifyInstance,
  request: FastifyRequest,
): GuestChallengeGate {
  try {
    return { ticket: guestChallengeTicket(app, request), refusal: null };
  } catch (err) {
    if (err instanceof AppError) return { ticket: null, refusal: err };
    throw err;
  }
}
