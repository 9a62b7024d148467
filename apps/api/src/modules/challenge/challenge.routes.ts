import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../context';
import { challengeWork, issueChallenge } from './challenge.service';

const ChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .describe('Firmados: el servidor no pone otros campos'),
    signature: z.string().optional(),
  })
  .describe('Desafío de prueba de trabajo (ALTCHA) para el widget');

const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;
  app.get(
    '/challenge',
    {
      // No request limit: a challenge costs one hash, and a limit here refused every guest
      // of a shared address for the window once a neighbour fetched that many (issue 46).
      // Past RATE_LIMIT_CHALLENGE_MAX a network's challenges ask for more work instead.
      config: { access: 'public' },
      schema: { tags: ['numbers'], response: { 200: ChallengeSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const issued = await app.countNetworkRequest(request, 'challenge');
      return issueChallenge(serviceContext(request), {
        work: challengeWork(issued, rateLimit.challengeMax),
      });
    },
  );
};

export default challengeRoutes;
