import { Outlet } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { ContactButton } from './contact-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Home, raffle lists and raffle pages (SPEC §2): header, the page, footer and
 * the floating contact button. Pages render inside a centred column.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:py-10"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ContactButton />
    </div>
  );
}
