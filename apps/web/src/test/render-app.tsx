import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** The real routes and providers in memory, starting at `path` (like main.tsx, minus the splash). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** renderApp, then waits until the route's lazily loaded page is on screen. */
export async function renderAppReady(path: string) {
  const view = renderApp(path);
  await waitFor(
    () => {
      if (!view.router.state.initialized || view.router.state.navigation.state !== 'idle') {
        throw new Error('route still loading');
      }
      // The page itself has rendered (every page has a heading), not a loading fallback.
      if (!view.container.querySelector('h1')) throw new Error('page not rendered yet');
    },
    { timeout: 10_000 },
  );
  return view;
}
