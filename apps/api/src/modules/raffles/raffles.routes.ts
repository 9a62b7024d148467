import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DeleteRaffleResultSchema,
  IdParamsSchema,
  messages,
  RaffleListSchema,
  RaffleSchema,
  WinnerDataSchema,
  WinnerParamsSchema,
} from '@rifas/shared';
import { getStorage } from '../../lib/storage';
import { readRaffleForm } from './raffle-form';
import {
  createRaffle,
  deleteRaffle,
  findWinner,
  getRaffle,
  listRaffles,
  updateRaffle,
  type RaffleListKind,
} from './raffles.service';

const tags = ['raffles'];

const rafflesRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => ({
    isAdmin: request.user?.role === 'admin',
    now: app.clock(),
  });
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    storage: getStorage(app.config.uploadDir),
    now: app.clock(),
    actor: request.user ? { id: request.user.id, email: request.user.email } : null,
  });

  const lists: [string, RaffleListKind][] = [
    ['/raffles', 'all'],
    ['/raffles/active', 'active'],
    ['/raffles/past', 'past'],
  ];
  for (const [url, kind] of lists) {
    app.get(
      url,
      { config: { access: 'public' }, schema: { tags, response: { 200: RaffleListSchema } } },
      async (request) => listRaffles(app.db, kind, viewer(request)),
    );
  }

  app.get(
    '/raffles/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParamsSchema, response: { 200: RaffleSchema } },
    },
    async (request) => getRaffle(app.db, request.params.id, viewer(request)),
  );

  // Multipart (fields + optional `image`) or JSON; validated by RaffleInputSchema.
  app.post(
    '/raffles',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: RaffleSchema },
      },
    },
    async (request, reply) => {
      const form = await readRaffleForm(request);
      return reply.status(201).send(await createRaffle(deps(request), form));
    },
  );

  app.put(
    '/raffles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParamsSchema,
        response: { 200: RaffleSchema },
      },
    },
    async (request) =>
      updateRaffle(deps(request), request.params.id, await readRaffleForm(request)),
  );

  app.delete(
    '/raffles/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeleteRaffleResultSchema } },
    },
    async (request) => {
      await deleteRaffle(deps(request), request.params.id);
      return { success: true as const, message: messages.raffles.deleted };
    },
  );

  // Admin only (DESIGN §0): it shows the buyer's e-mail and phone.
  app.get(
    '/raffles/:id/winner/:number',
    {
      config: { access: 'admin' },
      schema: { tags, params: WinnerParamsSchema, response: { 200: WinnerDataSchema } },
    },
    async (request) => findWinner(app.db, request.params.id, request.params.number),
  );
};

export default rafflesRoutes;
