import { useEffect } from 'react';

const SITE_NAME = 'Rifas';

/** Sets the tab title to "<title> · Rifas" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Sorteos en línea`;
  }, [title]);
}
