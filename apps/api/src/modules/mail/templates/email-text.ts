import { format } from '@rifas/shared';
import { supportLine, signatureLine } from './email-footer';
import type { EmailContent, EmailFrameContent } from './email-content';

/** The text part's blocks that come from the frame: before the details and after them. */
export type TextFrame = { before: string[]; after: string[] };

export function textFrame(content: EmailFrameContent): TextFrame {
  const before = [...content.intro];
  if (content.notice) before.push(`${content.notice.label}: ${content.notice.value}`);
  const footer = `${supportLine(content.shop)}\n${signatureLine(content.shop)}`;
  return { before, after: [...content.closing, footer] };
}

/** The text part: the same content as the HTML part, one block after another, on its frame. */
export function renderText(content: EmailContent, frame: TextFrame): string {
  const details = (content.facts ?? []).map((fact) => `${fact.label}: ${fact.value}`);
  if (content.action) details.push(format(content.action.line, { url: content.action.url }));
  const blocks = [content.shop.name, content.greeting, ...frame.before];
  if (details.length > 0) blocks.push(details.join('\n'));
  blocks.push(...frame.after);
  return blocks.join('\n\n');
}
