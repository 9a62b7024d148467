import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { SplashBrand, SplashGate } from './app/splash-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import './index.css';

// The 401 rule's destination, as a client-side navigation (the session is already cleared).
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders it in slices and lets the phone's
// main thread breathe between them (a tap or the splash's animation are never held
// behind one long task). index.html's splash covers the page meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <SplashGate>
          <SplashBrand />
          <RouterProvider router={router} />
        </SplashGate>
      </AppProviders>
    </StrictMode>,
  );
});
