import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

// Any valid id: preloading the detail route only needs its code, not a particular absence.
const anyAbsenceId = '00000000-0000-7000-8000-000000000000';

/**
 * Route chunks load on first navigation, and a chunk that cannot load offline makes the app reload to the target
 * (dead without a connection). While any absence screen is open, fetch the others, so report → history → detail
 * works offline within this page load. The service worker of a later issue precaches them for cold starts.
 */
export function usePreloadAbsenceScreens(): void {
  const router = useRouter();
  useEffect(() => {
    const ignore = () => undefined;
    void router.preloadRoute({ to: '/absence-history' }).catch(ignore);
    void router.preloadRoute({ to: '/report-absence' }).catch(ignore);
    void router.preloadRoute({ to: '/absence-history/$id', params: { id: anyAbsenceId } }).catch(ignore);
  }, [router]);
}
