import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS, SPLASH_ELEMENT_ID, SplashGate } from './splash-screen';

/** A page load: the body of the real index.html, with its static splash. */
function loadIndexHtml() {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...[...doc.body.children].filter((el) => el.tagName !== 'SCRIPT'));
}

function renderGate() {
  return render(
    <SplashGate>
      <button type="button">Comprar</button>
    </SplashGate>,
    { container: document.getElementById('root')! },
  );
}

const splash = () => screen.queryByRole('status', { name: 'Cargando Rifas' });
/** What the browser fires when one of the splash's CSS animations ends (jsdom runs none). */
function animationEnds(animationName: string) {
  const event = Object.assign(new Event('animationend', { bubbles: true }), { animationName });
  act(() => void document.getElementById(SPLASH_ELEMENT_ID)!.dispatchEvent(event));
}
const hideAnimationEnds = () => animationEnds('splash-hide');

describe('splash screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    loadIndexHtml();
  });
  afterEach(() => vi.useRealTimers());

  it('is in index.html, painted before any script, and ends by CSS 3 s later', () => {
    // Before the app's script runs, the page already shows it.
    expect(splash()).toBeInTheDocument();
    const css = readFileSync(join(__dirname, '../index.css'), 'utf8');
    expect(css).toMatch(/#splash\s*{\s*animation: splash-hide 1ms linear 3000ms forwards;/);
    expect(SPLASH_DURATION_MS).toBe(3000);
  });

  it('keeps the app inert until its 3 s animation ends, then only the app', () => {
    renderGate();
    expect(splash()).toBeInTheDocument();
    // The app behind is rendered but inert: not reachable by keyboard or screen reader.
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(SPLASH_DURATION_MS - 500);
    });
    animationEnds('splash-pop'); // the logo's animation, bubbling up: not the end
    expect(splash()).toBeInTheDocument();

    hideAnimationEnds();
    expect(splash()).toBeNull();
    expect(document.getElementById(SPLASH_ELEMENT_ID)).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).toBeNull();
  });

  it('ends after 3 s by a timer when animations never run', () => {
    renderGate();
    act(() => {
      vi.advanceTimersByTime(SPLASH_DURATION_MS - 1);
    });
    expect(splash()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(splash()).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).toBeNull();
  });

  it('shows once per browser session', () => {
    const first = renderGate();
    hideAnimationEnds();
    first.unmount();

    loadIndexHtml(); // a reload in the same tab: gone before the app's first render
    renderGate();
    expect(splash()).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).toBeNull();

    sessionStorage.clear(); // a new browser session
    loadIndexHtml();
    renderGate();
    expect(splash()).toBeInTheDocument();
  });
});
