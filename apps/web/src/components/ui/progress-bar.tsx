import { cn } from '@/lib/cn';

type ProgressBarProps = {
  /** Done so far, from 0 to 1. */
  fraction: number;
  /** What is progressing, for screen readers ('Subida del comprobante'). */
  label: string;
  className?: string;
};

/** The one progress bar: long work shows it moving (uploads, bulk validation). */
export function ProgressBar({ fraction, label, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(fraction * 100)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
