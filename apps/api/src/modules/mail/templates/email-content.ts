import type { ShopIdentity } from '../shop-identity';

/** One line of an e-mail's details: 'Números: 05, 07'. */
export type EmailFact = {
  label: string;
  value: string;
  /** Shown as a coloured badge in HTML (a payment's status). */
  tone?: EmailTone;
};

export type EmailTone = 'waiting' | 'good' | 'bad' | 'neutral';

/**
 * What an e-mail says, once: the text part and the HTML part are both made
 * from it (docs/emails.md), so they cannot say different things. Every string
 * is plain text; the HTML renderer escapes it.
 */
export type EmailContent = {
  /** The outbox kind ('purchase_received', 'verify_email', …). */
  kind: string;
  to: string;
  subject: string;
  shop: ShopIdentity;
  /** The line mail apps show next to the subject in the inbox. */
  preview: string;
  greeting: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** A picture above everything (the raffle's), by absolute address. */
  image?: { url: string; alt: string } | null;
  /** A line that must stand out, such as the reason of a rejection. */
  notice?: EmailFact | null;
  facts?: EmailFact[];
  /**
   * The one thing to do: a button in HTML; in both parts `line` (a template
   * such as 'Tu ticket: {url}') is written out with the address, so the link
   * can be copied when a button won't open.
   */
  action?: { label: string; url: string; line: string } | null;
  /** Paragraphs after the details: the next step, thanks. */
  closing: string[];
};

/**
 * The part of an e-mail's content that is the same for every e-mail of one kind about one raffle
 * from one shop: everything but the greeting, the preview, the facts and the action. It is
 * rendered once into an EmailFrame (email-frame.ts), which a sale can keep (ADR 112).
 */
export type EmailFrameContent = Pick<
  EmailContent,
  'subject' | 'shop' | 'image' | 'intro' | 'notice' | 'closing'
>;
