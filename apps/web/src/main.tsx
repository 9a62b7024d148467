import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { formatUsd } from '@rifas/shared';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, type AppRouter } from './app/router';
import { SplashBrand, SplashGate } from './app/splash-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import { seedInlineAnswers } from './lib/inline-answers';
import './index.css';

// The router is created in a task of its own, after the entry's evaluation (ADR 062).
let router: AppRouter | undefined;
const getRouter = () => (router ??= createAppRouter());
setTimeout(getRouter, 0);

// The 401 rule's destination, as a client-side navigation (the session is already cleared).
setUnauthorizedHandler(() => void getRouter().navigate('/login', { replace: true }));

// Every page formats an amount or a count, and the page's first Intl formatter
// starts ICU (15-25 ms on a desktop, four times that on a phone). It is started
// here, in a task of its own while the first answers' checks download, rather
// than inside one of the first render's slices.
setTimeout(() => formatUsd(0), 0);

const queryClient = createQueryClient();
// A shared raffle link's page carries its raffle (ADR 020): once it is in the
// cache the first render draws the whole page, instead of a spinner and then
// the page in one long task when the answer arrives.
void seedInlineAnswers(queryClient).then(() => {
  // The root (React's listeners for every event) is made here, in the task that
  // starts the first render, not in the entry's evaluation (ADR 062).
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders it in slices and lets the
  // phone's main thread breathe between them (a tap or the splash's animation are
  // never held behind one long task). index.html's splash covers the page meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <SplashGate>
            <SplashBrand />
            <RouterProvider router={getRouter()} />
          </SplashGate>
        </AppProviders>
      </StrictMode>,
    );
  });
});
