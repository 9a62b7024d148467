import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type Ref,
} from 'react';

/** What counts as an error inside a form: an invalid control or an announced message. */
const ERROR_SELECTOR = '[aria-invalid="true"], [role="alert"]';

/**
 * Brings an error where the user is looking: scrolled to the middle of its scroll
 * container (a phone's sheet or the page) and focused. A control takes the focus
 * itself; a message box (role="alert", already announced) gets it through
 * tabIndex=-1 so a keyboard or screen-reader user lands on it too.
 */
export function revealError(element: HTMLElement): void {
  const target =
    element.matches('[role="alert"]') || element.matches(':is(input, select, textarea, button)')
      ? element
      : (element.querySelector<HTMLElement>('input, select, textarea, button') ?? element);
  bringIntoView(target);
  if (target.matches('[role="alert"]') && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Inside a sheet (a `<dialog>`), only the sheet's own scrolling body moves: the
 * `<dialog>` box itself is a scroll container too (the browser's style), and
 * scrollIntoView would scroll it as well when the body cannot centre the target,
 * cutting the title off and showing the page under the buttons (issue 24, point 4).
 * The target is brought into the body's visible part, at its middle when it can be.
 */
function bringIntoView(target: HTMLElement): void {
  const dialog = target.closest('dialog');
  if (!dialog) {
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return;
  }
  let body = target.parentElement;
  while (body && body !== dialog && !scrolls(body)) body = body.parentElement;
  if (!body || body === dialog) return;
  const view = body.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const fits = box.top >= view.top && box.bottom <= view.bottom;
  if (fits) return;
  const centred = box.top - view.top - (view.height - Math.min(box.height, view.height)) / 2;
  body.scrollTo({ top: body.scrollTop + centred, behavior: 'smooth' });
}

function scrolls(element: HTMLElement): boolean {
  const { overflowY } = getComputedStyle(element);
  return (
    (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight
  );
}

/** The first error in document order inside `root`, if any. */
export function firstError(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(ERROR_SELECTOR);
}

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** react-hook-form's handleSubmit(...) or any handler; a returned promise is awaited. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  ref?: Ref<HTMLFormElement>;
};

/**
 * Every form of the app. After a submit, the first error it left (an invalid
 * field, or a red box) is scrolled into view and focused; a red box that shows
 * up later (the server's answer) is brought into view the same way. So 'Confirmar
 * pago' at the bottom of a phone's sheet never seems to do nothing.
 */
export function Form({ onSubmit, ref, children, ...props }: FormProps) {
  const own = useRef<HTMLFormElement | null>(null);
  // Bumped after each submit; the layout effect below runs once React has committed
  // the errors that submit produced, before the user can type anywhere else.
  const [submits, setSubmits] = useState(0);

  useLayoutEffect(() => {
    const error = submits > 0 && own.current ? firstError(own.current) : null;
    if (error) revealError(error);
  }, [submits]);

  useEffect(() => {
    const form = own.current;
    if (!form) return;
    // A red box added after the submit (the server's answer) is revealed when it appears.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const alert = node.matches('[role="alert"]')
            ? node
            : node.querySelector<HTMLElement>('[role="alert"]');
          if (alert) {
            revealError(firstError(form) ?? alert);
            return;
          }
        }
      }
    });
    observer.observe(form, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSubmit(event);
    setSubmits((n) => n + 1);
  }

  return (
    <form
      {...props}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {children}
    </form>
  );
}
