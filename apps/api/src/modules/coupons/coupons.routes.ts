import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponCheckInputSchema,
  CouponCheckResultSchema,
  CouponInputSchema,
  CouponListSchema,
  CouponSchema,
  IdParamsSchema,
  ActiveSwitchAnswerSchema,
  ActiveSwitchSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import {
  checkCoupon,
  createCoupon,
  listCoupons,
  updateCoupon,
  updateCouponActive,
} from './coupons.service';

const tags = ['coupons'];

/** Coupons (issue 29, ADR 028): never listed outside the admin; a code is checked one at a time. */
const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    { config: { access: 'admin' }, schema: { tags, response: { 200: CouponListSchema } } },
    async (request) => listCoupons(serviceContext(request)),
  );

  app.post(
    '/coupons',
    {
      config: { access: 'admin' },
      schema: { tags, body: CouponInputSchema, response: { 201: CouponSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCoupon(serviceContext(request), request.body)),
  );

  app.put(
    '/coupons/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: CouponInputSchema,
        response: { 200: CouponSchema },
      },
    },
    async (request) =>
      updateCoupon(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.put(
    '/coupons/:id/active',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: ActiveSwitchSchema,
        response: { 200: ActiveSwitchAnswerSchema },
      },
    },
    async (request) =>
      updateCouponActive(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/coupons/check',
    {
      config: {
        access: 'public',
        // Spent only by a check of a code that exists (plugins/request-budget.ts, ADR 084):
        // a malformed body or a wrong code (throttled per code) spends nothing.
        budget: { name: 'coupon-check', max: app.config.rateLimit.couponCheckMax },
      },
      schema: {
        tags,
        summary: 'Lo que costaría el pedido con ese cupón (limitado por red, como la búsqueda)',
        body: CouponCheckInputSchema,
        response: { 200: CouponCheckResultSchema },
      },
    },
    async (request) =>
      checkCoupon(serviceContext(request), {
        ...request.body,
        address: request.clientNetwork,
        spendBudget: () => app.spendRequestBudget(request),
      }),
  );
};

export default couponsRoutes;
