import { useEffect, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePublicConfig, useShop } from '@/lib/public-config';
import { whatsappLink } from '@/lib/whatsapp';

/**
 * Floating chat button (docs/product.md): a WhatsApp chat with the shop's
 * support number and greeting (its settings, GET /api/config). Without a
 * number there is no button: a link without one would only open WhatsApp's
 * contact picker.
 */
export function ContactButton() {
  const config = usePublicConfig();
  const shop = useShop();
  const [button, setButton] = useState<HTMLAnchorElement | null>(null);
  const covers = useCoversKeptClear(button);
  // Wait for the number rather than show a link without it; none set → no button.
  if (config.isPending || !shop.whatsapp) return null;
  const href = whatsappLink(shop.whatsapp, shop.greeting);
  return (
    <a
      ref={setButton}
      href={href}
      // Stepped aside (not removed) while it would cover a total, a percentage or 'Compartir'.
      aria-hidden={covers || undefined}
      tabIndex={covers ? -1 : undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp (se abre en una pestaña nueva)"
      title="Escríbenos por WhatsApp"
      className={cn(
        'fixed right-4 bottom-4 z-30 mb-[env(safe-area-inset-bottom)] inline-flex print:hidden h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-emerald-900/20 transition hover:scale-105 focus-visible:outline-offset-4 sm:right-6 sm:bottom-6',
        covers && 'pointer-events-none translate-x-24 opacity-0',
      )}
    >
      <MessageCircle className="h-7 w-7" aria-hidden="true" />
    </a>
  );
}

/** What must stay readable under the floating button (the purchase summary, a sale's percentage). */
export const KEEP_CLEAR = 'data-keep-clear';

/**
 * Whether the button's box lies over an element marked `data-keep-clear`. An
 * IntersectionObserver whose viewport is cut down to the button's box watches
 * those elements, so scrolling and re-rendering (a countdown, a grid of a
 * thousand numbers) never force a layout from script; a mutation only looks for
 * new marked elements. The box is the button's layout box (offset*: the transform
 * that steps it aside does not move it), so it comes back once the content has
 * scrolled past.
 */
function useCoversKeptClear(button: HTMLElement | null) {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const watched = new Set<Element>();
    const hits = new Set<Element>();
    let observer: IntersectionObserver | null = null;

    const watchMarked = () => {
      for (const element of document.querySelectorAll(`[${KEEP_CLEAR}]`)) {
        if (watched.has(element)) continue;
        watched.add(element);
        observer?.observe(element);
      }
      for (const element of watched) {
        if (element.isConnected) continue;
        observer?.unobserve(element);
        watched.delete(element);
        hits.delete(element);
      }
      setCovers(hits.size > 0);
    };

    const build = () => {
      observer?.disconnect();
      watched.clear();
      hits.clear();
      const { clientWidth, clientHeight } = document.documentElement;
      const top = button.offsetTop;
      const left = button.offsetLeft;
      const right = clientWidth - left - button.offsetWidth;
      const bottom = clientHeight - top - button.offsetHeight;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) hits.add(entry.target);
            else hits.delete(entry.target);
          }
          setCovers(hits.size > 0);
        },
        { rootMargin: `${-top}px ${-right}px ${-bottom}px ${-left}px` },
      );
      watchMarked();
    };

    const rebuild = onNextFrame(build);
    const rescan = onNextFrame(watchMarked);
    const mutations = new MutationObserver(rescan.schedule);
    build();
    window.addEventListener('resize', rebuild.schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      rebuild.cancel();
      rescan.cancel();
      window.removeEventListener('resize', rebuild.schedule);
      mutations.disconnect();
      observer?.disconnect();
    };
  }, [button]);
  return covers;
}

/** `work` once in the next frame however often it is scheduled before then. */
function onNextFrame(work: () => void) {
  let frame = 0;
  return {
    schedule: () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        work();
      });
    },
    cancel: () => cancelAnimationFrame(frame),
  };
}
