import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginInputSchema,
  LoginResponseSchema,
  RegisterInputSchema,
  RequestPasswordResetInputSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
  SuccessMessageSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResultSchema,
  messages,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import * as auth from './auth.service';

const t = messages.auth;

/** The e-mail a reset request names, as the account is stored (lower case), for its limit. */
const resetSubject = (body: unknown) =>
  String((body as { email?: unknown } | null)?.email ?? '')
    .trim()
    .toLowerCase();

/** Sign-up, sign-in and password recovery (docs/api.md Authentication, docs/security.md). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per client address and per route; the error handler answers 429 in Spanish.
  const authLimit = {
    max: app.config.rateLimit.authMax,
    timeWindow: app.config.rateLimit.windowSeconds * 1000,
  };

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: {
        tags: ['auth'],
        body: RegisterInputSchema,
        response: { 201: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await auth.register(serviceContext(request), request.body);
      return reply.status(201).send({ success: true, message: t.registerSuccess });
    },
  );

  app.get(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResultSchema },
      },
    },
    async (request) => {
      const result = await auth.verifyEmail(serviceContext(request), request.query);
      const message = result.alreadyVerified ? t.alreadyVerified : t.verifySuccess;
      return { success: true, message, email: result.email };
    },
  );

  app.post(
    '/auth/login',
    {
      // No request limit: the throttle counts failures only, per account and network (ADR 048).
      config: { access: 'public' },
      schema: { tags: ['auth'], body: LoginInputSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      const { token, user } = await auth.login(serviceContext(request), {
        ...request.body,
        address: request.clientNetwork,
      });
      return { success: true as const, message: t.loginSuccess, token, user };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      await auth.logout(serviceContext(request));
      return { success: true, message: t.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 200: SessionUserSchema } },
    },
    async (request) => {
      const { id, name, email, role, verified } = request.user!;
      return { id, name, email, role, verified };
    },
  );

  app.post(
    '/auth/request-password-reset',
    {
      config: {
        access: 'public',
        // Counted per network and e-mail, once the body is read: a neighbour asking again and
        // again for one address never stops a reset of another (issue 46). The admin's "send a
        // reset link" action uses this route too; admins are not limited.
        rateLimit: {
          ...authLimit,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.clientNetwork}|${resetSubject(request.body)}`,
          allowList: (request) => request.user?.role === 'admin',
        },
      },
      schema: {
        tags: ['auth'],
        body: RequestPasswordResetInputSchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(serviceContext(request), request.body);
      return { success: true, message: t.forgotSuccess };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: {
        tags: ['auth'],
        body: ResetPasswordInputSchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(serviceContext(request), request.body);
      return { success: true, message: t.resetSuccess };
    },
  );
};

export default authRoutes;
