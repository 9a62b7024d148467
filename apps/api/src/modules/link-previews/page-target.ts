import { isPrivatePage } from '../../lib/redact';

/**
 * Which page a path is, for its tags: a raffle, one of the lists, a page opened by a
 * secret link (noindex), or any other page.
 */
export type PageTarget =
  | { kind: 'raffle'; id: number }
  | { kind: 'list'; path: '/' | '/raffles' | '/past-raffles' }
  | { kind: 'private' }
  | { kind: 'shop' };

const RAFFLE_PATH = /^\/raffles?\/(\d{1,9})\/?$/;

export function pageTarget(url: string): PageTarget {
  const path = url.split(/[?#]/)[0] ?? '/';
  if (isPrivatePage(path)) return { kind: 'private' };
  const raffle = RAFFLE_PATH.exec(path);
  if (raffle) return { kind: 'raffle', id: Number(raffle[1]) };
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (bare === '/' || bare === '/raffles' || bare === '/past-raffles') {
    return { kind: 'list', path: bare };
  }
  return { kind: 'shop' };
}
