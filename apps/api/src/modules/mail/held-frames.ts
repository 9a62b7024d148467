import type { ServiceContext } from '../../context';
import type { EmailFrames } from './templates/email-frame';

/**
 * E-mail frames kept in the runtime's held reads (db/held-reads.ts, ADR 112). A frame's key names
 * everything it is made of, so a kept one is always right; a change to a raffle or to the shop's
 * settings drops them only so that frames nobody sends again do not pile up.
 */
export function heldEmailFrames({ runtime }: Pick<ServiceContext, 'runtime'>): EmailFrames {
  return (key, make) =>
    runtime.held.read(`email-frame:${key}`, ['raffles', 'settings'], () => Promise.resolve(make()));
}
