import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundTasks } from './lib/background';
import type { FileStorage } from './lib/storage';
import type { Runtime } from './runtime';
import type { Role } from '@rifas/shared';
import type { RequestBudget } from './plugins/request-budget';

export type Access = 'public' | 'user' | 'admin';

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The account's e-mail is verified: only then does it skip the guest challenge. */
  verified: boolean;
  sessionId: number;
};

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config & { appSecret: string };
    database: Database;
    clock: Clock;
    /** Uploaded files (raffle images, receipts), decorated once in buildApp. */
    storage: FileStorage;
    /** Work requests start without waiting for it; onClose waits (lib/background.ts). */
    background: BackgroundTasks;
    /** What the app holds in this process (runtime.ts), created once in buildApp. */
    runtime: Runtime;
    /** Every /api route and who may call it, as registered (plugins/access.ts). */
    routeAccessTable: { method: string; url: string; access: Access }[];
    /** Spends one of the route's budget once the request is valid and solved (plugins/request-budget.ts). */
    spendRequestBudget(request: FastifyRequest): Promise<void>;
    /** Counts one request of `name` from the request's network; answers the window's count so far. */
    countNetworkRequest(request: FastifyRequest, name: string, windowMs?: number): Promise<number>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the Bearer token; null for guests. */
    user: SessionUser | null;
    /** The address every per-address count keys on: IPv4 as is, IPv6 as its /64 (plugins/client-network.ts). */
    readonly clientNetwork: string;
    /**
     * The IPv6 delegation of a home (its /48 by default) that the wider cap on
     * outstanding numbers counts; null for IPv4 (ADR 077, plugins/client-network.ts).
     */
    readonly clientDelegation: string | null;
    /** Whether this request spent its route's budget (plugins/request-budget.ts). */
    budgetSpent: boolean;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must declare it (plugins/access.ts). */
    access?: Access;
    /** The route's budget of solved, well-formed requests per network (plugins/request-budget.ts). */
    budget?: RequestBudget;
  }
}
