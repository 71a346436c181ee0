import { useEffect } from 'react';

/** Screen readers announce the title on navigation; the tab and the app switcher show it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Kita` : 'Kita';
  }, [title]);
}
