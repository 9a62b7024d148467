import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_SHOP_NAME } from '@rifas/shared';
import { usePublicConfig, useShop } from '@/lib/public-config';
import { SPLASH_SEEN_KEY } from '@/lib/storage-keys';

/**
 * docs/domain.md: the splash ends after 3000 ms, counted from its first paint (the
 * CSS of #splash says the same).
 */
export const SPLASH_DURATION_MS = 3000;

/** The splash markup lives in index.html, so it paints before any script loads. */
export const SPLASH_ELEMENT_ID = 'splash';

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

// The element this page load kept, so a second call (StrictMode) gets the same answer.
let claimed: HTMLElement | null = null;

/**
 * The static splash of index.html if this load shows it: not when the session has
 * seen it already (removed at once) nor when its 3 s ran out before the script came.
 */
function claimSplash(): HTMLElement | null {
  const element = document.getElementById(SPLASH_ELEMENT_ID);
  if (!element || element === claimed) return element;
  if (splashAlreadySeen() || getComputedStyle(element).visibility === 'hidden') {
    element.remove();
    return null;
  }
  markSplashSeen();
  claimed = element;
  return element;
}

/**
 * Keeps the app inert behind index.html's splash until the splash has been on
 * screen 3 s (its CSS animation ends; a timer if animations never run), once per
 * browser session. The app renders and fetches underneath meanwhile, so it is
 * ready when the splash goes, and keyboard and screen-reader users meet only the
 * splash.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const [splash, setSplash] = useState(claimSplash);

  useEffect(() => {
    if (!splash) return;
    const end = () => {
      splash.remove();
      setSplash(null);
    };
    const onAnimationEnd = (event: AnimationEvent) => {
      if (event.target === splash && event.animationName === 'splash-hide') end();
    };
    splash.addEventListener('animationend', onAnimationEnd);
    const timer = window.setTimeout(end, SPLASH_DURATION_MS);
    return () => {
      splash.removeEventListener('animationend', onAnimationEnd);
      window.clearTimeout(timer);
    };
  }, [splash]);

  return <div inert={splash !== null}>{children}</div>;
}

/**
 * Puts the shop's name and logo (its settings) on index.html's splash as soon
 * as GET /api/config answers, while the splash is still up: index.html is a
 * static file and can only carry the defaults.
 */
export function SplashBrand() {
  const loaded = usePublicConfig().isSuccess;
  const { name, logoUrl } = useShop();
  useEffect(() => {
    const splash = document.getElementById(SPLASH_ELEMENT_ID);
    if (!loaded || !splash) return;
    splash.setAttribute('aria-label', `Cargando ${name}`);
    const nameElement = splash.querySelector('[data-splash-name]');
    if (nameElement && name !== DEFAULT_SHOP_NAME) nameElement.textContent = name;
    const mark = splash.querySelector('[data-splash-mark]');
    if (mark && logoUrl) {
      const image = document.createElement('img');
      image.src = logoUrl;
      image.alt = '';
      image.className = 'h-24 w-24 object-contain sm:h-28 sm:w-28';
      mark.replaceChildren(image);
    }
  }, [loaded, name, logoUrl]);
  return null;
}
