import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { useAuth } from './auth-context';

const stored = {
  id: 4,
  name: 'Luis',
  email: 'luis@rifas.test',
  role: 'user' as const,
  token: 'tok-luis',
};
const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the throw
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it('restores the stored session and takes the fresh name and role from /api/auth/me', async () => {
    saveSession(stored);
    const calls = stubApi({
      'GET /api/auth/me': {
        body: { id: 4, name: 'Luis Pérez', email: 'luis@rifas.test', role: 'admin' },
      },
    });

    const { result } = renderHook(() => useAuth(), { wrapper });

    expect(result.current.user?.name).toBe('Luis'); // at once, before the check
    await waitFor(() => expect(result.current.user?.name).toBe('Luis Pérez'));
    expect(result.current.isAdmin).toBe(true);
    expect(getSession()?.token).toBe('tok-luis');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-luis');
  });

  it('a stored token the server refuses ends the session (401 rule)', async () => {
    saveSession(stored);
    const goToLogin = vi.fn();
    setUnauthorizedHandler(goToLogin);
    stubApi({
      'GET /api/auth/me': {
        status: 401,
        body: { error: 'No autorizado', message: 'No autorizado' },
      },
    });

    const { result } = renderHook(() => useAuth(), { wrapper });

    await waitFor(() => expect(result.current.user).toBeNull());
    expect(getSession()).toBeNull();
    expect(goToLogin).toHaveBeenCalled();
  });

  it('login stores the session; logout revokes it on the server and forgets it', async () => {
    const calls = stubApi({
      'GET /api/auth/me': { body: { id: 9, name: 'Eva', email: 'eva@rifas.test', role: 'user' } },
      'POST /api/auth/logout': { body: { success: true, message: 'Sesión cerrada' } },
    });
    const { result } = renderHook(() => useAuth(), { wrapper });

    result.current.login('tok-eva', {
      id: 9,
      name: 'Eva',
      email: 'eva@rifas.test',
      role: 'user',
      verified: false,
    });
    await waitFor(() => expect(result.current.user?.name).toBe('Eva'));
    expect(JSON.parse(localStorage.getItem('rifas.session') ?? '{}')).toMatchObject({
      token: 'tok-eva',
      role: 'user',
    });

    await result.current.logout();
    await waitFor(() => expect(result.current.user).toBeNull());
    const logoutCall = calls.find((c) => c.path === '/api/auth/logout');
    expect(logoutCall?.headers.get('authorization')).toBe('Bearer tok-eva');
    expect(localStorage.getItem('rifas.session')).toBeNull();
  });
});
