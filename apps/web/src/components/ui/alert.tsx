import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CheckCircle2 },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', Icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: TriangleAlert },
};

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/**
 * A message box. tone="error" is the spec's "red box" and is announced at once
 * (role="alert"); the other tones are polite (role="status").
 */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}

/**
 * A failed call in a red box: the screen's own text as the title ('Error al eliminar
 * la rifa') and, below it, the server's reason when it gave one that says more.
 */
export function FailureAlert({
  title,
  error,
  ...rest
}: { title: string; error: unknown } & Pick<AlertProps, 'action' | 'className'>) {
  const reason = errorMessage(error, title);
  return (
    <Alert title={title} {...rest}>
      {reason !== title ? reason : null}
    </Alert>
  );
}
