import { useEffect } from 'react';
import { useShop } from './public-config';

/** Sets the tab title to "<title> · <shop name>" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { name } = useShop();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : `${name} · Sorteos en línea`;
  }, [title, name]);
}
