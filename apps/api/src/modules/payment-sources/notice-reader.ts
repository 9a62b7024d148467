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
  let passing: string[] = [];
  try {
    const verified = await dkimVerify(raw, {
      ...(options.resolver ? { resolver: options.resolver } : {}),
      curTime: options.now,
    });
    passing = verified.results
      .filter((r) => r.status.result === 'pass')
      .map((r) => r.signingDomain.toLowerCase());
  } catch {
    passing = [];
  }
  const candidates = formats.filter((f) =>
    f.domains.some((domain) => passing.some((signing) => signedBy(signing, domain))),
  );
  if (candidates.length === 0) return { status: 'rejected', messageId };
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
