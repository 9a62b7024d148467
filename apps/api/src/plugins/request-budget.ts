import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@rifas/shared';
import { AppError } from '../lib/errors';
import type { SharedCounters } from '../lib/shared-counters';

/**
 * The request budgets of the sale's routes (holds, purchases), per client
 * network (docs/decisions/048-a-neighbour-cannot-lock-out-a-shared-address.md).
 *
 * A route declares `config.budget`; its handler calls `spendRequestBudget`
 * once the request is well formed and its proof of work solved, so only such
 * requests spend the network's budget. A request refused before that point
 * (a failed validation, a missing or wrong challenge, a 404) is counted apart,
 * under `refused:`; once a network has sent `max` of those in the window, its
 * requests that carry no solution at all (`config.budget.unsolved`) are refused
 * before their body is read. Nothing a refused request does touches the budget
 * of a solved, well-formed one: a neighbour's flood of empty POSTs leaves the
 * next honest buyer on the same carrier address untouched.
 */
export default fp(
  async (app, { counters }: { counters: SharedCounters }) => {
    const windowMs = app.config.rateLimit.windowSeconds * 1000;
    app.decorateRequest('budgetSpent', false);

    // Both hooks run on every request: a route without a budget passes without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const budget = request.routeOptions.config?.budget;
      if (!budget?.unsolved?.(app, request)) return done();
      const now = app.clock();
      counters
        .read(refusedKey(budget.name, request), now)
        .then(
          (refused) =>
            done(refused.count >= budget.max ? overBudget(refused.resetAt, now) : undefined),
          done,
        );
    });

    app.addHook('onResponse', (request, reply, done) => {
      const budget = request.routeOptions.config?.budget;
      const status = reply.statusCode;
      if (!budget || request.budgetSpent || status < 400 || status >= 500 || status === 429) {
        return done();
      }
      counters.hit(refusedKey(budget.name, request), windowMs, app.clock()).then(
        () => done(),
        (err: unknown) => {
          request.log.error({ err }, 'could not count a refused request');
          done();
        },
      );
    });

    app.decorate('spendRequestBudget', async (request: FastifyRequest) => {
      const budget = request.routeOptions.config?.budget;
      if (!budget || request.budgetSpent) return;
      request.budgetSpent = true;
      const now = app.clock();
      const spent = await counters.hit(spentKey(budget.name, request), windowMs, now);
      if (spent.count > budget.max) throw overBudget(spent.resetAt, now);
    });

    // A count that refuses nothing: the caller decides what it changes (the challenge's work).
    app.decorate(
      'countNetworkRequest',
      async (request: FastifyRequest, name: string, window: number = windowMs) => {
        const key = `count:${name}:${request.clientNetwork}`;
        return (await counters.hit(key, window, app.clock())).count;
      },
    );
  },
  { name: 'request-budget', dependencies: ['client-network', 'access'] },
);

export type RequestBudget = {
  /** The budget's name: each route counts apart. */
  name: string;
  /** Solved, well-formed requests per network per window (and, apart, refused ones). */
  max: number;
  /** True for a request the route will surely refuse (no proof of work at all). */
  unsolved?: (app: FastifyInstance, request: FastifyRequest) => boolean;
};

const spentKey = (name: string, request: FastifyRequest) =>
  `budget:${name}:${request.clientNetwork}`;
const refusedKey = (name: string, request: FastifyRequest) =>
  `refused:${name}:${request.clientNetwork}`;

function overBudget(resetAt: Date, now: Date): AppError {
  const text = messages.common.tooManyRequests;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(429, text, text, { retry_after_seconds: seconds });
}
