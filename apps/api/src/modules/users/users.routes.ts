import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPasswordInputSchema,
  CreateUserInputSchema,
  IdParamsSchema,
  PendingDigestInputSchema,
  SuccessMessageSchema,
  UpdateUserInputSchema,
  UserCountSchema,
  UserListSchema,
  UserMutationResponseSchema,
  UserSchema,
  messages,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import * as users from './users.service';

const u = messages.users;
const admin = { access: 'admin' as const };
const tags = ['users'];

/** User administration (docs/api.md User administration); paths as the spec's client calls them. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth',
    { config: admin, schema: { tags, response: { 200: UserListSchema } } },
    async (request) => users.listUsers(serviceContext(request)),
  );

  app.get(
    '/admin/users/count',
    { config: admin, schema: { tags, response: { 200: UserCountSchema } } },
    async (request) => ({ count: await users.countUsers(serviceContext(request)) }),
  );

  app.get(
    '/auth/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } } },
    async (request) => users.getUser(serviceContext(request), request.params),
  );

  app.post(
    '/auth/register-admin',
    {
      config: admin,
      schema: { tags, body: CreateUserInputSchema, response: { 201: UserMutationResponseSchema } },
    },
    async (request, reply) => {
      const user = await users.createUser(serviceContext(request), request.body);
      return reply.status(201).send({ success: true, message: u.created, user });
    },
  );

  app.put(
    '/auth/:id',
    {
      config: admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateUserInputSchema,
        response: { 200: UserMutationResponseSchema },
      },
    },
    async (request) => {
      const user = await users.updateUser(serviceContext(request), {
        id: request.params.id,
        ...request.body,
      });
      return { success: true as const, message: u.updated, user };
    },
  );

  // An admin's opt-out of the pending-payments digest (docs/operations.md).
  app.put(
    '/auth/:id/pending-digest',
    {
      config: admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: PendingDigestInputSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) =>
      users.setPendingDigest(serviceContext(request), {
        id: request.params.id,
        enabled: request.body.pending_digest,
      }),
  );

  app.delete(
    '/auth/:id',
    {
      config: admin,
      schema: { tags, params: IdParamsSchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      await users.deleteUser(serviceContext(request), request.params);
      return { success: true, message: u.deleted };
    },
  );

  // `password` is the spec's superseded path, kept as an alias (docs/departures.md).
  for (const path of ['/auth/:id/admin-password', '/auth/:id/password']) {
    app.put(
      path,
      {
        config: admin,
        schema: {
          tags,
          params: IdParamsSchema,
          body: AdminPasswordInputSchema,
          response: { 200: SuccessMessageSchema },
        },
      },
      async (request) => {
        await users.setPassword(serviceContext(request), {
          id: request.params.id,
          ...request.body,
          address: request.clientNetwork,
        });
        return { success: true, message: u.passwordUpdated };
      },
    );
  }
};

export default usersRoutes;
