import type { NewEmail } from '../outbox.repository';
import type { EmailContent } from './email-content';
import { emailFrame, type EmailFrame } from './email-frame';
import { htmlFill } from './email-html';
import { layoutReady } from './email-layout';
import { renderText } from './email-text';

/**
 * The one way an e-mail is made (docs/emails.md): its content, written once,
 * becomes the text part and the HTML part of the outbox row. The HTML part is
 * kept as the slots of the layout, which is applied when the e-mail is sent
 * (ADR 102); waiting here for that layout to be compiled keeps a layout that
 * cannot compile failing the e-mail's cause, as it did when the HTML was
 * rendered here, not every send later. `frame` is the content's own frame when the caller kept
 * it (email-frame.ts).
 */
export async function renderEmail(
  content: EmailContent,
  frame: EmailFrame = emailFrame(content),
): Promise<NewEmail> {
  const html = htmlFill(content, frame.html);
  await layoutReady(html.shape);
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: renderText(content, frame.text),
    htmlSlots: html,
  };
}
