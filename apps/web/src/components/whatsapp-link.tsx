import { MessageCircle } from 'lucide-react';
import { whatsAppLink } from '@rifas/shared';

type WhatsAppLinkProps = {
  /** The phone as the buyer typed it; whatsAppLink normalises it (docs/domain.md, "Phones"). */
  phone: string;
  /** A ready message the operator can edit before sending. */
  text?: string;
};

/** 'Escribir por WhatsApp': opens a chat with a buyer from the admin screens. */
export function WhatsAppLink({ phone, text }: WhatsAppLinkProps) {
  return (
    <a
      className="mt-1 flex items-center gap-1 font-semibold text-emerald-700 underline"
      href={whatsAppLink(phone, text)}
      target="_blank"
      rel="noreferrer"
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      Escribir por WhatsApp
    </a>
  );
}
