import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createRuntime } from './runtime';
import type { Database } from './db/client';
import { serializeError } from './lib/log-errors';
import { trustProxyOption } from './lib/client-network';
import { redactPaths, redactUrl } from './lib/redact';
import { serializerCompiler } from './lib/response-serializer';
import { createBackgroundTasks } from './lib/background';
import { getStorage } from './lib/storage';
import access from './plugins/access';
import clientNetwork from './plugins/client-network';
import multipart from './plugins/multipart';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import { publicCachePlugin } from './modules/public-cache';
import { linkPreviewsRoutes, renderPage } from './modules/link-previews';
import securityHeaders from './plugins/security-headers';
import spa from './plugins/spa';
import uploads from './plugins/uploads';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import requestBudget from './plugins/request-budget';
import { SharedCounters } from './lib/shared-counters';
import { registerModules } from './modules';
import type { Clock } from './types';

export type AppDeps = {
  config: Config & { appSecret: string };
  database: Database;
  clock?: Clock;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the default (redacting) logger writes; stdout unless given (tests read it). */
  logStream?: { write(line: string): void };
};

/** Builds the whole app without listening: plugins, then modules, then the SPA. */
export async function buildApp({
  config,
  database,
  clock,
  webDistDir,
  logger,
  logStream,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: redactPaths, censor: '[redactado]' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
        // Database errors carry buyers' data in their text: lib/log-errors.ts.
        err: serializeError,
      },
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // What the app holds per process (runtime.ts): services get it as ctx.runtime.
  app.decorate(
    'runtime',
    createRuntime(database, (err, what) => app.log.warn({ err }, what)),
  );
  app.addHook('onClose', () => app.runtime.workers.close());
  app.decorate('clock', clock ?? (() => new Date()));
  // The local folder, or the bucket when S3_BUCKET is set (ADR 081).
  const storage = getStorage(config);
  app.decorate('storage', storage);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settle());

  await app.register(clientNetwork);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(access);
  await app.register(openapi);
  await app.register(multipart);
  // Shared through the database in batches: the limits hold across instances (ADR 022).
  const counters = new SharedCounters(database.db, (err) =>
    app.log.error({ err }, 'could not share the rate-limit counts'),
  );
  app.addHook('onClose', () => counters.share(app.clock()));
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.clientNetwork,
    store: sharedRateLimitStore(counters, app.clock),
  });
  await app.register(requestBudget, { counters });
  await app.register(publicCachePlugin);

  await app.register(registerModules, { prefix: '/api' });
  // robots.txt, sitemap.xml and the preview images sit at the root, outside /api.
  await app.register(linkPreviewsRoutes);
  await app.register(uploads, {
    storage,
    publicUploadDir: `${config.uploadDir}/public`,
    publicUrl: config.s3?.publicUrl,
  });
  await app.register(spa, {
    webDistDir,
    renderPage: (request, reply, shell) => renderPage(app, request, reply, shell),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
