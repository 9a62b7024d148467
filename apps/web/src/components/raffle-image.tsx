import { Ticket } from 'lucide-react';
import { cn } from '@/lib/cn';

type RaffleImageProps = {
  src: string | null;
  alt: string;
  className?: string;
  /** Cards below the fold load lazily; the detail page's image loads at once. */
  eager?: boolean;
};

/**
 * A raffle's image in a fixed 16:10 frame (width and height given, so nothing
 * shifts while it loads), or a ticket drawing when the raffle has none.
 */
export function RaffleImage({ src, alt, className, eager = false }: RaffleImageProps) {
  return (
    <div
      className={cn(
        'relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-brand-100 via-fuchsia-50 to-amber-50',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
      ) : (
        <div
          className="flex h-full w-full items-center justify-center text-brand-300"
          aria-hidden="true"
        >
          <Ticket className="h-16 w-16 -rotate-12" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
