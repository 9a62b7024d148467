import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Role } from '@rifas/shared';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { BackgroundTasks } from './lib/background';
import { unauthorized } from './lib/errors';
import type { FileStorage } from './lib/storage';
import type { Runtime } from './runtime';

/** Who is acting: the signed-in user, or null for a guest or a background job. */
export type Actor = {
  id: number;
  email: string;
  role: Role;
  sessionId: number;
  /** Where an admin acted when not on the admin screen (a Telegram chat); in the audit entry. */
  channel?: 'telegram';
} | null;

/**
 * What every service receives first: `service(ctx, input)` is the one service
 * signature of the API (docs/conventions.md). Routes build it with
 * `serviceContext(request)`; jobs and tests with `jobContext(app)`. A service
 * reads the time from `ctx.now` (one instant per request, so a rule and its
 * audit entry agree) and never from `new Date()`.
 */
export type ServiceContext = {
  /** The app's handle on the database; the helpers that need the runtime take `ctx` (db/database-runtime.ts). */
  db: Db;
  /** The same database with its driver and pool: session locks need it. */
  database: Database;
  now: Date;
  actor: Actor;
  config: Config & { appSecret: string };
  storage: FileStorage;
  /** Work the service starts and does not wait for (lib/background.ts). */
  background: BackgroundTasks;
  /** What the app holds in this process (runtime.ts). */
  runtime: Runtime;
  log: FastifyBaseLogger;
};

/** The context of one HTTP request: its user, its logger, the app's dependencies. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  const app = request.server;
  const user = request.user;
  return {
    db: app.database.db,
    database: app.database,
    now: app.clock(),
    actor: user
      ? { id: user.id, email: user.email, role: user.role, sessionId: user.sessionId }
      : null,
    config: app.config,
    storage: app.storage,
    background: app.background,
    runtime: app.runtime,
    log: request.log,
  };
}

/**
 * The signed-in actor of a service that only signed-in callers reach (the
 * route declares `user` or `admin` access); a 401 if it is ever called without.
 */
export function signedIn(ctx: ServiceContext): NonNullable<Actor> {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

type AppDependencies = Pick<
  FastifyRequest['server'],
  'database' | 'clock' | 'config' | 'storage' | 'background' | 'runtime' | 'log'
>;

/** The context of work nobody asked for over HTTP: jobs, seeds, tests. */
export function jobContext(app: AppDependencies): ServiceContext {
  return {
    db: app.database.db,
    database: app.database,
    now: app.clock(),
    actor: null,
    config: app.config,
    storage: app.storage,
    background: app.background,
    runtime: app.runtime,
    log: app.log,
  };
}
