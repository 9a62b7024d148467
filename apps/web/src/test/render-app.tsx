import { render } from '@testing-library/react';
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
