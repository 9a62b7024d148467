import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { cn } from '@/lib/cn';

export type MenuItem = {
  label: string;
  icon?: ReactNode;
  /** An action; or `href` for a link (an external one opens in a new tab). */
  onSelect?: () => void;
  href?: string;
  tone?: 'danger';
};

type MenuProps = {
  /** The button's words ('Compartir', 'Más'). */
  label: string;
  icon?: ReactNode;
  /** Names what the menu acts on for screen readers ('Compartir: Rifa X'). */
  accessibleName?: string;
  items: MenuItem[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

const itemClass = (tone?: 'danger') =>
  cn(
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100',
    tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-700',
  );

/**
 * A labelled button that opens a short list of actions (the admin table's row
 * actions): closed by Escape, a click outside, or choosing an item.
 */
export function Menu({
  label,
  icon,
  accessibleName,
  items,
  variant = 'outline',
  size = 'sm',
  className,
}: MenuProps) {
  // Where the list opens: fixed under the button, so a table's scrolling box cannot cut it.
  const [at, setAt] = useState<{ top: number; right: number } | null>(null);
  const open = at !== null;
  const setOpen = (value: boolean) => {
    const rect = box.current?.getBoundingClientRect();
    setAt(value && rect ? { top: rect.bottom + 4, right: window.innerWidth - rect.right } : null);
  };
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
    // A fixed list would stay behind while the page moves: it closes instead.
    const dismiss = () => setAt(null);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    window.addEventListener('scroll', dismiss, true);
    window.addEventListener('resize', dismiss);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
      window.removeEventListener('scroll', dismiss, true);
      window.removeEventListener('resize', dismiss);
    };
  }, [open]);

  return (
    <div ref={box} className={cn('relative flex flex-col', className)}>
      <Button
        variant={variant}
        size={size}
        className="w-full justify-between"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={accessibleName ?? label}
        onClick={() => setOpen(!open)}
      >
        <span className="inline-flex items-center gap-1.5">
          {icon}
          {label}
        </span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Button>
      {at && (
        <div
          role="menu"
          aria-label={accessibleName ?? label}
          style={{ top: at.top, right: at.right }}
          className="fixed z-30 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) =>
            item.href ? (
              <a
                key={item.label}
                role="menuitem"
                href={item.href}
                target={item.href.startsWith('http') ? '_blank' : undefined}
                rel="noreferrer"
                className={itemClass(item.tone)}
                onClick={() => setOpen(false)}
              >
                {item.icon}
                {item.label}
              </a>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                className={itemClass(item.tone)}
                onClick={() => {
                  setOpen(false);
                  item.onSelect?.();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
