import { useEffect } from 'react';

const APP_NAME = 'Voice Agent Console';

/** Sets the document title to "<page> · Voice Agent Console" while the screen is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
