import { useEffect, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { messages, type ExportFormat } from '@rifas/shared';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel (XLSX)' },
  { format: 'csv', label: 'CSV' },
];

type ExportMenuProps = {
  /** The button's text ('Exportar', 'Compradores'). */
  label: string;
  /** Names what is exported for screen readers ('Compradores: Rifa X'). */
  accessibleName?: string;
  /** Downloads the file in the chosen format. */
  onExport: (format: ExportFormat) => Promise<void>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconOnly?: boolean;
  /** Fills its cell (the phone cards' action grid). */
  fullWidth?: boolean;
};

/**
 * A button that offers the export formats; while the file downloads it shows a
 * spinner, and a failure shows a Spanish message under it (docs/api.md Exports).
 */
export function ExportMenu({
  label,
  accessibleName,
  onExport,
  variant = 'outline',
  size = 'sm',
  iconOnly = false,
  fullWidth = false,
}: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function handleExport(format: ExportFormat) {
    setOpen(false);
    setBusy(true);
    setError(null);
    try {
      await onExport(format);
    } catch (err) {
      setError(errorMessage(err, messages.common.exportFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      ref={box}
      className={cn('relative flex-col', fullWidth ? 'flex' : 'inline-flex items-end')}
    >
      <Button
        variant={variant}
        size={size}
        className={fullWidth ? 'w-full' : undefined}
        busy={busy}
        busyText={iconOnly ? undefined : 'Descargando...'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={accessibleName ?? label}
        title={iconOnly ? label : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {!busy && <Download className="h-4 w-4" aria-hidden="true" />}
        {!iconOnly && !busy && label}
      </Button>
      {open && (
        <div
          role="menu"
          aria-label={accessibleName ?? label}
          className="absolute top-full right-0 z-20 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {FORMATS.map(({ format, label: text }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
              onClick={() => void handleExport(format)}
            >
              {text}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 max-w-64 text-right text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
