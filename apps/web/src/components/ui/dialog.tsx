import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useBackCloses } from '@/lib/use-back-closes';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** false while something must not be interrupted (a payment being sent): no Esc, no backdrop click. */
  dismissible?: boolean;
  /**
   * The browser's Back asks instead of closing (the payment sheet's '¿Salir sin
   * pagar?', issue 42): the sheet keeps its history entry and this is called.
   */
  askOnBack?: () => void;
};

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` element (see docs/decisions/010-native-dialog.md):
 * `showModal()` puts it in the top layer and makes the rest of the page inert; a CSS
 * rule in index.css locks the page's scroll. On top of that: Tab wraps inside, Esc
 * and a backdrop click close it (unless not dismissible), focus returns to the
 * opener. A bottom sheet on phones. The first focus goes to the element marked
 * `data-autofocus`, else the first focusable one (the close button). Back closes it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  askOnBack,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Android's Back closes the sheet instead of leaving the page.
  useBackCloses(true, onClose, dismissible, askOnBack);
  const titleId = useId();
  const descriptionId = useId();
  // A press that starts inside the panel and ends on the backdrop (selecting text) must not close.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the native `cancel`, which the browser may force through
      // on a second Esc even when prevented; a payment being sent must stay on screen.
      event.preventDefault();
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    // The page behind is inert already; wrap here so Tab never leaves for the browser's bar.
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Other close requests (Android's back gesture) arrive as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  // The <dialog> box fills the viewport and the panel sits inside: a click on the box itself is the backdrop.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && dismissible) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onClick}
      // Bottom-aligned on phones, centred above; the ::backdrop dims the page.
      className="fixed inset-0 z-50 m-0 flex h-full overflow-hidden max-h-none w-full max-w-none items-end justify-center bg-transparent p-0 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] focus:outline-none sm:items-center sm:p-4"
    >
      <div
        className={cn(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl',
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Cerrar"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}
