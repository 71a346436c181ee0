import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen.ts';
import type { AppRouter } from '../router.tsx';

// Neither notice can show on the first screen: an update waits for the service worker, registered after it, and the
// browser offers the installation later still (its event is caught by start-pwa.ts meanwhile). So their code, texts
// and styles are not part of the first screen's download.
const AppNotices = lazy(() => import('./app-notices.tsx').then((module) => ({ default: module.AppNotices })));

export function LazyAppNotices({ router }: { router: AppRouter }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterFirstScreen(router, () => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [router]);
  return shown ? (
    <Suspense fallback={null}>
      <AppNotices />
    </Suspense>
  ) : null;
}
