import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { refetchSeededRates } from '@/lib/inline-answers';
import { rememberSellerCode } from '@/lib/seller-referral';
import { SkipLink } from '@/components/skip-link';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { ContactButton } from './contact-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useBrandTheme } from '@/lib/brand-theme';

/**
 * Home, raffle lists and raffle pages (docs/product.md): header, the page, footer and
 * the floating contact button. Pages render inside a centred column.
 */
export function PublicLayout() {
  // The footer starts below the fold and the contact button floats over the page:
  // neither moves what the first paint shows, so both come in the second pass.
  const restOfPage = useAfterFirstPaint();
  // A raffle page's rates came in its HTML: their refetch waits for the same pass (ADR 058).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (restOfPage) refetchSeededRates(queryClient);
  }, [restOfPage, queryClient]);
  // A seller's link ('?v=CODE' on any public page) is remembered for the checkout (issue 29).
  const { search } = useLocation();
  useEffect(() => rememberSellerCode(search), [search]);
  useBrandTheme();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so a page growing
          from its loading state never pushes a visible footer (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        // pb-24 on phones: the page's last lines stay clear of the floating contact button.
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pt-6 pb-24 focus:outline-none sm:px-6 lg:py-10"
      >
        <Outlet />
      </main>
      {restOfPage && (
        <>
          <SiteFooter />
          <ContactButton />
        </>
      )}
    </div>
  );
}
