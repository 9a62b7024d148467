import { MessageCircle } from 'lucide-react';
import { usePublicConfig } from '@/lib/public-config';
import { whatsappLink } from '@/lib/whatsapp';

export const CONTACT_GREETING = 'Hola, me gustaría obtener más información sobre las rifas.';

/**
 * Floating chat button (SPEC §1): a WhatsApp chat with the support number from
 * GET /api/config and a greeting. Without a configured number WhatsApp asks
 * whom to write to.
 */
export function ContactButton() {
  const config = usePublicConfig();
  if (config.isPending) return null; // wait for the number rather than show a link without it
  const href = whatsappLink(config.data?.support_whatsapp, CONTACT_GREETING);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp (se abre en una pestaña nueva)"
      title="Escríbenos por WhatsApp"
      className="fixed right-4 bottom-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-emerald-900/20 transition-transform hover:scale-105 focus-visible:outline-offset-4 sm:right-6 sm:bottom-6 mb-[env(safe-area-inset-bottom)]"
    >
      <MessageCircle className="h-7 w-7" aria-hidden="true" />
    </a>
  );
}
