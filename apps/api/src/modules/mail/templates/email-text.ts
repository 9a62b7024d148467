import { format } from '@rifas/shared';
import { supportLine, signatureLine } from './email-footer';
import type { EmailContent } from './email-content';

/** The text part: the same content as the HTML part, one block after another. */
export function renderText(content: EmailContent): string {
  const blocks: string[][] = [
    [content.shop.name],
    [content.greeting],
    ...content.intro.map((paragraph) => [paragraph]),
  ];
  if (content.notice) blocks.push([`${content.notice.label}: ${content.notice.value}`]);
  const details = (content.facts ?? []).map((fact) => `${fact.label}: ${fact.value}`);
  if (content.action) details.push(format(content.action.line, { url: content.action.url }));
  if (details.length > 0) blocks.push(details);
  blocks.push(...content.closing.map((paragraph) => [paragraph]));
  blocks.push([supportLine(content.shop), signatureLine(content.shop)]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}
