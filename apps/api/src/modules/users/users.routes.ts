import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AdminPasswordInputSchema,
  CreateUserInputSchema,
  IdParamsSchema,
  SuccessMessageSchema,
  UpdateUserInputSchema,
  UserCountSchema,
  UserListSchema,
  UserMutationResponseSchema,
  UserSchema,
  messages,
} from '@rifas/shared';
import * as users from './users.service';

const u = messages.users;
const admin = { access: 'admin' as const };
const tags = ['users'];

const actorOf = (request: FastifyRequest): users.Actor => {
  const { id, email, sessionId } = request.user!;
  return { id, email, sessionId };
};

/** User administration (SPEC §7 User administration); paths as the spec's client calls them. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth',
    { config: admin, schema: { tags, response: { 200: UserListSchema } } },
    async () => users.listUsers(app.db, app.clock()),
  );

  app.get(
    '/admin/users/count',
    { config: admin, schema: { tags, response: { 200: UserCountSchema } } },
    async () => ({ count: await users.countUsers(app.db) }),
  );

  app.get(
    '/auth/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } } },
    async (request) => users.getUser(app.db, request.params.id, app.clock()),
  );

  app.post(
    '/auth/register-admin',
    {
      config: admin,
      schema: { tags, body: CreateUserInputSchema, response: { 201: UserMutationResponseSchema } },
    },
    async (request, reply) => {
      const user = await users.createUser(
        app.db,
        app.config.argon2,
        actorOf(request),
        request.body,
        app.clock(),
      );
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
      const user = await users.updateUser(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.clock(),
      );
      return { success: true as const, message: u.updated, user };
    },
  );

  app.delete(
    '/auth/:id',
    {
      config: admin,
      schema: { tags, params: IdParamsSchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      await users.deleteUser(app.db, actorOf(request), request.params.id);
      return { success: true, message: u.deleted };
    },
  );

  // `password` is the spec's superseded path, kept as an alias (DESIGN §0).
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
        await users.setPassword(
          app.db,
          app.config.argon2,
          actorOf(request),
          request.params.id,
          request.body.newPassword,
          app.clock(),
        );
        return { success: true, message: u.passwordUpdated };
      },
    );
  }
};

export default usersRoutes;
