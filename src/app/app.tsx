import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LazyAppNotices } from '../pwa/lazy-app-notices.tsx';
import type { AppRouter } from '../router.tsx';
import { afterFirstScreen } from '../pwa/after-first-screen.ts';
import { LazyToaster } from '../ui/lazy-toaster.tsx';

export function App({ router }: { router: AppRouter }) {
  const afterScreen = useCallback((work: () => void) => afterFirstScreen(router, work), [router]);
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <LazyAppNotices router={router} />
      <LazyToaster afterFirstScreen={afterScreen} />
    </I18nProvider>
  );
}
