import { Ticket } from 'lucide-react';
import type { Raffle } from '@rifas/shared';
import { cn } from '@/lib/cn';

/** What a raffle says about its image. */
export type RaffleImageData = Pick<
  Raffle,
  'imagen' | 'imagen_card' | 'imagenes' | 'imagen_width' | 'imagen_height'
>;

type RaffleImageProps = {
  image: RaffleImageData;
  alt: string;
  /** The width the image is shown at (the `sizes` attribute), so the phone picks a small file. */
  sizes: string;
  className?: string;
  /** The detail page's image is its largest paint: fetched at once and first. */
  priority?: boolean;
};

/** A lone stored image (no WebP widths known), e.g. a ticket's or a lookup's raffle picture. */
export function imageOnly(url: string | null): RaffleImageData {
  return { imagen: url, imagen_card: null, imagenes: [], imagen_width: null, imagen_height: null };
}

/** `srcset` of the WebP widths; null for an image stored before they existed. */
export function raffleImageSrcSet(image: RaffleImageData): string | null {
  if (image.imagenes.length === 0) return null;
  return image.imagenes.map((source) => `${source.url} ${source.width}w`).join(', ');
}

/**
 * A raffle's image in a fixed 16:10 frame (the frame holds its place, so nothing
 * shifts while it loads), as WebP at the width it is shown (`srcset`/`sizes`),
 * or a ticket drawing when the raffle has none. Older images without WebP
 * widths fall back to the card still, then the original.
 */
export function RaffleImage({ image, alt, sizes, className, priority = false }: RaffleImageProps) {
  const srcSet = raffleImageSrcSet(image);
  const largest = image.imagenes.at(-1);
  const src = largest?.url ?? image.imagen_card ?? image.imagen;
  return (
    <div
      className={cn(
        'relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-amber-50',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={image.imagen_width ?? 640}
          height={image.imagen_height ?? 400}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
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
