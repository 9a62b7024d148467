import { useEffect } from 'react';
import { ADMIN_APP_MANIFEST_PATH, ADMIN_APP_SCOPE, ADMIN_APP_WORKER_PATH } from '@rifas/shared';

/**
 * Makes the admin area an installable app while it is open (issue 40, ADR 076):
 * links the API's manifest (the shop's name, colour and icons) and registers the
 * service worker that shows payment notifications. The buyer's pages have neither.
 */
export function useAdminApp(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = ADMIN_APP_MANIFEST_PATH;
    document.head.append(link);
    if ('serviceWorker' in navigator && window.isSecureContext) {
      // A failed registration leaves the admin as it was: a web page without notifications.
      navigator.serviceWorker
        .register(ADMIN_APP_WORKER_PATH, { scope: ADMIN_APP_SCOPE })
        .catch(() => undefined);
    }
    return () => link.remove();
  }, []);
}
