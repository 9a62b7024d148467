import { useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Raffle } from '@rifas/shared';
import { cn } from '@/lib/cn';
import { RaffleImage } from './raffle-image';

type PrizeGalleryProps = {
  raffle: Raffle;
  sizes: string;
  /** Where it sits in the page's grid. */
  className?: string;
};

// The frame around the picture (or the row of pictures).
const outline = 'rounded-2xl shadow-sm ring-1 ring-slate-200';

const frame = 'aspect-[16/10] w-full shrink-0 snap-center overflow-hidden';

/**
 * The prize's pictures on its page (issue 30): one image as before, or a row
 * swiped sideways (CSS scroll-snap, no library) with arrows on a pointer screen
 * and 'n de N' under it. The first is the main image, fetched at once like
 * before; the others load lazily when they come near.
 */
export function PrizeGallery({ raffle, sizes, className }: PrizeGalleryProps) {
  const [current, setCurrent] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const images = raffle.images;
  if (images.length <= 1) {
    return (
      <RaffleImage
        image={raffle}
        alt={raffle.title}
        sizes={sizes}
        priority
        className={cn(outline, className)}
      />
    );
  }

  const goTo = (index: number) => {
    const box = scroller.current;
    if (box) box.scrollTo({ left: index * box.clientWidth, behavior: 'smooth' });
  };
  const arrow =
    'absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white disabled:opacity-0 sm:flex';

  return (
    <div className={cn('relative', className)}>
      <div
        ref={scroller}
        role="region"
        aria-label={`Fotos del premio: ${images.length}`}
        tabIndex={0}
        data-testid="prize-gallery"
        onScroll={(event) => {
          const box = event.currentTarget;
          setCurrent(Math.round(box.scrollLeft / Math.max(1, box.clientWidth)));
        }}
        className={cn(
          'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]',
          outline,
        )}
      >
        <RaffleImage image={raffle} alt={raffle.title} sizes={sizes} priority className={frame} />
        {images.slice(1).map((image, index) => (
          <div key={image.url} className={cn(frame, 'bg-slate-100')}>
            <img
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes={image.srcset ? sizes : undefined}
              alt={`${raffle.title}, foto ${index + 2} de ${images.length}`}
              width={image.width ?? 640}
              height={image.height ?? 400}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={cn(arrow, 'left-3')}
        onClick={() => goTo(current - 1)}
        disabled={current === 0}
        aria-label="Foto anterior"
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn(arrow, 'right-3')}
        onClick={() => goTo(current + 1)}
        disabled={current >= images.length - 1}
        aria-label="Foto siguiente"
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
      <p className="mt-2 text-center text-xs text-slate-500 tabular-nums" aria-live="polite">
        Foto {current + 1} de {images.length}
      </p>
    </div>
  );
}
