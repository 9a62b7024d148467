import { createHash } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { dkimVerify } from 'mailauth';
import { simpleParser } from 'mailparser';
import type { NoticeFormat, NoticeFormatInput } from '@rifas/shared';
import { NOTICE_PARSERS, type ParsedNotice } from './formats';

export type DnsLookup = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** The DNS the DKIM keys are read from: DKIM_DNS_SERVER when set (tests), the system's otherwise. */
export function dkimResolver(server: string | null): DnsLookup | undefined {
  if (!server) return undefined;
  const resolver = new Resolver({ timeout: 5_000, tries: 2 });
  resolver.setServers([server]);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

export type ReadNotice =
  /** The bank's key could not be read now (DNS): try the message again on the next pass. */
  | { status: 'retry'; messageId: string }
  | { status: 'rejected'; messageId: string }
  | { status: 'unreadable'; messageId: string; format: NoticeFormat }
  | { status: 'received'; messageId: string; format: NoticeFormat; notice: ParsedNotice };

const signedBy = (signingDomain: string, domain: string) =>
  signingDomain === domain || signingDomain.endsWith(`.${domain}`);

/**
 * One message of the mailbox: accepted only when a DKIM signature that passes
 * is from a domain the operator listed for a format (a forged notice, or one
 * signed by another domain, is 'rejected' and never parsed), then read by that
 * format's parser ('unreadable' when none of them recognises it).
 */
export async function readNotice(
  raw: Buffer,
  formats: readonly NoticeFormatInput[],
  options: { resolver: DnsLookup | undefined; now: Date },
): Promise<ReadNotice> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const messageId =
    parsed.messageId?.trim().slice(0, 300) ||
    `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  let results: { domain: string; result: string }[] = [];
  try {
    const verified = await dkimVerify(raw, {
      ...(options.resolver ? { resolver: options.resolver } : {}),
      curTime: options.now,
    });
    results = verified.results.map((r) => ({
      domain: r.signingDomain.toLowerCase(),
      result: r.status.result,
    }));
  } catch {
    // A message mailauth can't read has no signature that passes.
  }
  const listed = (domain: string) =>
    formats.some((f) => f.domains.some((d) => signedBy(domain, d)));
  const passing = results.filter((r) => r.result === 'pass').map((r) => r.domain);
  const candidates = formats.filter((f) =>
    f.domains.some((domain) => passing.some((signing) => signedBy(signing, domain))),
  );
  if (candidates.length === 0) {
    // A listed bank's key that DNS did not give now is no forgery: a genuine notice must not
    // be stored as refused (it is stored once) because of a resolver's bad minute.
    const temporary = results.some((r) => r.result === 'temperror' && listed(r.domain));
    return { status: temporary ? 'retry' : 'rejected', messageId };
  }
  const text = {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    date: parsed.date ?? null,
  };
  for (const { format } of candidates) {
    const notice = NOTICE_PARSERS[format](text);
    if (notice) return { status: 'received', messageId, format, notice };
  }
  return { status: 'unreadable', messageId, format: candidates[0]!.format };
}
