import type { EmailFrameContent } from './email-content';
import { htmlFrame, type HtmlFrame } from './email-html';
import { textFrame, type TextFrame } from './email-text';

/**
 * An e-mail's frame rendered for both parts (docs/emails.md): what every e-mail of one kind about
 * one raffle from one shop says alike. renderEmail makes it when it is not given one; the sale
 * keeps it in the runtime's held reads instead of escaping the same paragraphs on every purchase
 * (ADR 112).
 */
export type EmailFrame = { html: HtmlFrame; text: TextFrame };

export function emailFrame(content: EmailFrameContent): EmailFrame {
  return { html: htmlFrame(content), text: textFrame(content) };
}

/** Where a caller keeps frames: the frame under `key`, made by `make` when it has none. */
export type EmailFrames = (key: string, make: () => EmailFrame) => Promise<EmailFrame>;
