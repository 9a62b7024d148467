import { Info } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useShop } from '@/lib/public-config';

/**
 * 'Quiénes somos': the shop's own words (Tienda), e.g. its CONALOT permit, in
 * the footer and on every raffle page. Nothing when the shop wrote none.
 */
export function AboutShop({ className }: { className?: string }) {
  const about = useShop().about;
  if (!about) return null;
  return (
    <section aria-labelledby="about-shop" className={cn('text-sm text-slate-600', className)}>
      <h2 id="about-shop" className="flex items-center gap-1.5 font-semibold text-slate-800">
        <Info className="h-4 w-4 text-brand-600" aria-hidden="true" />
        Quiénes somos
      </h2>
      <p className="mt-1 whitespace-pre-line">{about}</p>
    </section>
  );
}
