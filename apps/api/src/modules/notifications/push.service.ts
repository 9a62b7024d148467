import type { PushSubscriptionInput } from '@rifas/shared';
import { messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { signedIn } from '../../context';
import { invalidField, notFound } from '../../lib/errors';
import { isPublicAddress } from '../../lib/safe-fetch';
import { isIP } from 'node:net';
import { pushEndpointAllowed } from './push-send';
import { vapidPublicKey } from './push-keys';
import * as repo from './push.repository';

const m = messages.notifications;

export async function pushKey(ctx: ServiceContext): Promise<{ public_key: string }> {
  return { public_key: await vapidPublicKey(ctx) };
}

/**
 * An endpoint must be https on a public address (each send checks the address
 * again through the SSRF guard); ALLOW_PRIVATE_PUSH_URLS lets tests use loopback.
 */
function assertEndpoint(ctx: ServiceContext, endpoint: string) {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const privateLiteral = isIP(host) !== 0 && !isPublicAddress(host);
  const local = host === 'localhost' || host.endsWith('.localhost') || privateLiteral;
  if (!pushEndpointAllowed(ctx, endpoint) || (local && !ctx.config.allowPrivatePushUrls)) {
    throw invalidField('endpoint', m.pushEndpointInvalid);
  }
}

/** POST /push/subscriptions: this browser receives every new purchase, for this admin. */
export async function subscribePush(ctx: ServiceContext, input: PushSubscriptionInput) {
  const actor = signedIn(ctx);
  assertEndpoint(ctx, input.endpoint);
  await repo.upsertSubscription(
    ctx.db,
    {
      userId: actor.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    },
    ctx.now,
  );
}

/** DELETE /push/subscriptions: only the admin's own subscription. */
export async function unsubscribePush(ctx: ServiceContext, { endpoint }: { endpoint: string }) {
  const actor = signedIn(ctx);
  if (!(await repo.deleteSubscription(ctx.db, { endpoint, userId: actor.id }))) {
    throw notFound(m.pushSubscriptionNotFound);
  }
}
