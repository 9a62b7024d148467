import type { NewEmail } from '../outbox.repository';
import type { EmailContent } from './email-content';
import { renderHtml } from './email-html';
import { renderText } from './email-text';

/**
 * The one way an e-mail is made (docs/emails.md): its content, written once,
 * becomes the text part and the HTML part of the outbox row.
 */
export async function renderEmail(content: EmailContent): Promise<NewEmail> {
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: await renderHtml(content),
  };
}
