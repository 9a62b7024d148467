import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS, SplashGate } from './splash-screen';

function renderGate() {
  return render(
    <SplashGate>
      <button type="button">Comprar</button>
    </SplashGate>,
  );
}

describe('splash screen', () => {
  it('shows for 3 s over an inert app, then only the app', () => {
    vi.useFakeTimers();
    renderGate();

    expect(screen.getByRole('status', { name: 'Cargando Rifas' })).toBeInTheDocument();
    // The app behind is inert: not reachable by keyboard or screen reader.
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).not.toBeNull();

    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByRole('status', { name: 'Cargando Rifas' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: 'Cargando Rifas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprar' }).closest('[inert]')).toBeNull();
  });

  it('shows once per browser session', () => {
    vi.useFakeTimers();
    const first = renderGate();
    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS));
    first.unmount();

    renderGate(); // a reload in the same tab
    expect(screen.queryByRole('status', { name: 'Cargando Rifas' })).toBeNull();

    sessionStorage.clear(); // a new browser session
    renderGate();
    expect(screen.getByRole('status', { name: 'Cargando Rifas' })).toBeInTheDocument();
  });
});
