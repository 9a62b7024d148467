import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { SplashBrand, SplashGate } from './app/splash-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import './index.css';

// The 401 rule's destination, as a client-side navigation (the session is already cleared).
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <SplashGate>
        <SplashBrand />
        <RouterProvider router={router} />
      </SplashGate>
    </AppProviders>
  </StrictMode>,
);
