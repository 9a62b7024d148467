import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encodeAnswer } from './public-cache';
import { sendAnswer } from './public-cache.reply';

/** A public answer's value and until when (app clock, ms) time alone leaves it right. */
export type Answer = { value: unknown; validUntil: number | null };

type Cached = {
  /** The request it answers, e.g. `numbers:7:bitmap`. */
  key: string;
  /** What it depends on (modules/public-cache/public-cache.plugin.ts maps changes to tags). */
  tags: readonly string[];
  /** Serialises exactly as the route's response schema would. */
  schema: z.ZodType;
  build: (now: Date) => Promise<Answer>;
};

const toJson = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

/**
 * Answers a public GET from the cache (built once per change for everybody).
 * Admins are never served a cached answer and their answers are never kept:
 * they may see drafts and winners before the draw.
 */
export async function serveCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  cached: Cached,
) {
  if (request.user?.role === 'admin') {
    const { value } = await cached.build(app.clock());
    return sendAnswer(request, reply, await encodeAnswer(toJson(cached.schema, value)));
  }
  const answer =
    app.publicCache.peek(cached.key) ??
    (await app.publicCache.get(cached.key, cached.tags, async () => {
      const { value, validUntil } = await cached.build(app.clock());
      return { json: toJson(cached.schema, value), validUntil };
    }));
  return sendAnswer(request, reply, answer);
}
