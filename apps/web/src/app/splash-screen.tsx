import { useEffect, useState, type ReactNode } from 'react';
import { LogoMark } from '@/components/logo';
import { SPLASH_SEEN_KEY } from '@/lib/storage-keys';

/** SPEC §9: the splash ends after 3000 ms. */
export const SPLASH_DURATION_MS = 3000;

function splashAlreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return true; // no storage: never risk showing it on every page load
  }
}

function markSplashSeen() {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // nothing to remember it in
  }
}

/**
 * Shows the splash over the app for 3 s, once per browser session (a
 * sessionStorage flag). The app loads behind it and is inert meanwhile, so
 * keyboard and screen-reader users meet only the splash.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(() => !splashAlreadySeen());

  useEffect(() => {
    if (!visible) return;
    markSplashSeen();
    const timer = window.setTimeout(() => setVisible(false), SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return (
    <>
      <div inert={visible}>{children}</div>
      {visible && <SplashScreen />}
    </>
  );
}

function SplashScreen() {
  return (
    <div
      role="status"
      aria-label="Cargando Rifas"
      data-testid="splash-screen"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 px-6 text-white"
    >
      <div className="animate-splash-pop rounded-[2rem] bg-white p-5 shadow-2xl shadow-brand-950/40">
        <LogoMark className="h-24 w-24 sm:h-28 sm:w-28" />
      </div>
      <div className="text-center">
        <p className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          Rif<span className="text-accent-300">as</span>
        </p>
        <p className="mt-2 text-base text-brand-100 sm:text-lg">Tu suerte empieza aquí</p>
      </div>
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-white/25" aria-hidden="true">
        <div className="h-full origin-left animate-splash-bar rounded-full bg-accent-300" />
      </div>
    </div>
  );
}
