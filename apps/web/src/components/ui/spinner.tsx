import { messages } from '@rifas/shared';
import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning ring with a text for screen readers ('Cargando...' unless told). */
export function Spinner({ className, label = messages.common.loading }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg
        viewBox="0 0 24 24"
        className={cn('h-5 w-5 animate-spin text-current', className)}
        aria-hidden="true"
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center text-brand-600">
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
