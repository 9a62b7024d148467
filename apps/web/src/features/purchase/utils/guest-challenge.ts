/**
 * The guest challenge (docs/decisions/012-abuse-limits.md): a hidden ALTCHA
 * widget solves the server's proof of work in a Web Worker while the buyer
 * picks numbers and types, so the hold and the purchase never wait for it.
 * Each solution is accepted once: taking one starts the next.
 */
type Widget = HTMLElement & {
  verify(options?: { minDuration?: number }): Promise<{ payload: string } | null>;
  reset(): void;
};

let loading: Promise<void> | null = null;

/** A solution kept this close to its expiry is solved again rather than sent to be refused. */
const EXPIRY_MARGIN_MS = 60_000;

/** Whether a payload's challenge (base64 JSON, `challenge.parameters.expiresAt` in seconds) is about to expire. */
function expiresSoon(payload: string, now = Date.now()): boolean {
  try {
    const parsed = JSON.parse(atob(payload)) as {
      challenge?: { parameters?: { expiresAt?: unknown } };
    };
    const expiresAt = parsed.challenge?.parameters?.expiresAt;
    return typeof expiresAt === 'number' && expiresAt * 1000 - EXPIRY_MARGIN_MS <= now;
  } catch {
    return false; // not ours to judge: the server answers
  }
}

/** The widget's code, its stylesheet and its worker: our own files, loaded on first use (strict CSP). */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: ShaWorker } = await import('altcha/workers/sha?worker');
    const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } })
      .$altcha;
    registry?.algorithms.set('SHA-256', () => new ShaWorker());
  })();
  return loading;
}

export class GuestChallenge {
  private widget: Widget | null = null;
  private next: Promise<string | null> | null = null;

  /** Starts solving (idempotent): call it as soon as a guest may buy. */
  start(): void {
    this.next ??= this.solve();
  }

  /**
   * A solved payload for X-Altcha (waiting only if the solving is not done yet). One
   * solved long ago (the page sat open) or a failed solving is solved once more; null
   * if that fails too.
   */
  async take(): Promise<string | null> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const current = this.next ?? this.solve();
      this.next = null;
      const payload = await current;
      this.start();
      if (payload && !expiresSoon(payload)) return payload;
    }
    return null;
  }

  dispose(): void {
    this.widget?.remove();
    this.widget = null;
    this.next = null;
  }

  private async solve(): Promise<string | null> {
    try {
      await loadAltcha();
      const widget = await this.mount();
      widget.reset();
      const result = await widget.verify({ minDuration: 0 });
      return result?.payload ?? null;
    } catch {
      // No payload: the server answers with its Spanish message, and the next attempt retries.
      this.next = null;
      return null;
    }
  }

  private async mount(): Promise<Widget> {
    if (this.widget) return this.widget;
    const widget = document.createElement('altcha-widget') as Widget;
    // Attributes, not configure(): the element's methods only work once it has mounted.
    widget.setAttribute('challenge', '/api/challenge');
    widget.setAttribute('auto', 'off');
    widget.setAttribute('display', 'invisible');
    widget.setAttribute(
      'configuration',
      JSON.stringify({
        hideFooter: true,
        hideLogo: true,
        humanInteractionSignature: false,
        minDuration: 0,
      }),
    );
    widget.hidden = true;
    widget.setAttribute('aria-hidden', 'true');
    const mounted = new Promise<void>((resolve) => {
      widget.addEventListener('load', () => resolve(), { once: true });
    });
    document.body.append(widget);
    await mounted;
    this.widget = widget;
    return widget;
  }
}
