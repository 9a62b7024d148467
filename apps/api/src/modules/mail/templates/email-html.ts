import type { EmailContent, EmailFact, EmailFrameContent, EmailTone } from './email-content';
import { escapeHtml as esc } from '../../../lib/escape-html';
import { signatureLine, supportContact } from './email-footer';
import { renderLayout, type LayoutFill, type LayoutSlots } from './email-layout';

const paragraphs = (texts: readonly string[]) =>
  texts.map((text) => `<p style="margin:0 0 12px">${esc(text)}</p>`).join('');

/** A link whose visible text is its own address, breakable on a narrow screen. */
const link = (url: string) =>
  `<a href="${esc(url)}" style="color:#6d28d9;overflow-wrap:anywhere;word-break:break-word">${esc(url)}</a>`;

/** `template` with its `{url}` written as a link; the rest of the line escaped. */
function lineWithLink(template: string, url: string): string {
  const [before = '', after = ''] = template.split('{url}');
  return `${esc(before)}${link(url)}${esc(after)}`;
}

function notice(content: EmailFrameContent): string {
  if (!content.notice) return '';
  return (
    `<div style="background:#fef3c7;border-left:4px solid #d97706;padding:12px 14px;border-radius:4px;margin:4px 0 12px">` +
    `<strong>${esc(content.notice.label)}:</strong> ${esc(content.notice.value)}</div>`
  );
}

// [text, background]: the web's amber, green, red and slate badges.
const TONES: Record<EmailTone, [string, string]> = {
  waiting: ['#92400e', '#fef3c7'],
  good: ['#166534', '#dcfce7'],
  bad: ['#991b1b', '#fee2e2'],
  neutral: ['#334155', '#e2e8f0'],
};

function factValue(fact: EmailFact): string {
  if (!fact.tone) return esc(fact.value);
  const [color, background] = TONES[fact.tone];
  return `<span style="display:inline-block;padding:2px 10px;border-radius:999px;color:${color};background:${background}">${esc(fact.value)}</span>`;
}

function facts(content: EmailContent): string {
  return (content.facts ?? [])
    .map(
      (fact) =>
        `<tr><td class="label">${esc(fact.label)}</td><td class="value">${factValue(fact)}</td></tr>`,
    )
    .join('');
}

function footer(content: EmailFrameContent): string {
  const contact = supportContact(content.shop);
  return `<p style="margin:0 0 8px">${lineWithLink(contact.template, contact.url)}</p>
<p style="margin:0">${esc(signatureLine(content.shop))}</p>`;
}

/** The HTML slots that come from the frame, escaped; INTRO is what follows the greeting. */
export type HtmlFrame = { image: boolean } & Pick<
  LayoutSlots,
  'SUBJECT' | 'SHOP_NAME' | 'SHOP_URL' | 'IMAGE_URL' | 'IMAGE_ALT' | 'INTRO' | 'CLOSING' | 'FOOTER'
>;

export function htmlFrame(content: EmailFrameContent): HtmlFrame {
  return {
    image: Boolean(content.image),
    SUBJECT: esc(content.subject),
    SHOP_NAME: esc(content.shop.name),
    SHOP_URL: esc(content.shop.publicUrl),
    IMAGE_URL: esc(content.image?.url ?? ''),
    IMAGE_ALT: esc(content.image?.alt ?? ''),
    INTRO: paragraphs(content.intro) + notice(content),
    CLOSING: paragraphs(content.closing),
    FOOTER: footer(content),
  };
}

/** The HTML part as the outbox keeps it: the same content as the text part, for the one layout. */
export function htmlFill(content: EmailContent, frame = htmlFrame(content)): LayoutFill {
  const action = content.action;
  return {
    shape: { image: frame.image, action: Boolean(action) },
    slots: {
      SUBJECT: frame.SUBJECT,
      PREVIEW: esc(content.preview),
      SHOP_NAME: frame.SHOP_NAME,
      SHOP_URL: frame.SHOP_URL,
      IMAGE_URL: frame.IMAGE_URL,
      IMAGE_ALT: frame.IMAGE_ALT,
      INTRO: paragraphs([content.greeting]) + frame.INTRO,
      FACTS: facts(content),
      ACTION_LABEL: esc(action?.label ?? ''),
      ACTION_URL: esc(action?.url ?? ''),
      ACTION_LINE: action ? lineWithLink(action.line, action.url) : '',
      CLOSING: frame.CLOSING,
      FOOTER: frame.FOOTER,
    },
  };
}

/** The HTML part: the same content as the text part, in the shop's one layout. */
export function renderHtml(content: EmailContent): Promise<string> {
  return renderLayout(htmlFill(content));
}

/**
 * The HTML part an outbox row sends: its slots filled into the layout, or, for a row queued
 * before the outbox kept slots (migration 0044), the whole HTML it was queued with.
 */
export async function sentHtml(row: {
  html: string | null;
  htmlSlots: unknown;
}): Promise<string | null> {
  // Only renderEmail writes html_slots, always a LayoutFill.
  return row.htmlSlots ? renderLayout(row.htmlSlots as LayoutFill) : row.html;
}
