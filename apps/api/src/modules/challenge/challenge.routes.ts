import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../context';
import { issueChallenge } from './challenge.service';

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
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.challengeMax, timeWindow: rateLimit.windowSeconds * 1000 },
      },
      schema: { tags: ['numbers'], response: { 200: ChallengeSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueChallenge(serviceContext(request));
    },
  );
};

export default challengeRoutes;
