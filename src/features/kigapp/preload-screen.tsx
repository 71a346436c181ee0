import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readLocaleCookie } from '../../i18n/locale-cookie.ts';
import { preloadTarget } from '../../pwa/preload-target.ts';
import { SunIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './preload.css';

/**
 * `/PreLoad`, the home-screen start (manifest `start_url`). A start there is redirected before the first paint
 * (src/main.tsx); this splash covers a navigation to it inside the app, and goes on from local state only.
 */
export function PreloadScreen() {
  const { t } = useLingui();
  const router = useRouter();
  useEffect(() => {
    void preloadTarget(window.location.pathname, readLocaleCookie(), navigator.languages).then((target) =>
      router.history.replace(target),
    );
  }, [router]);
  return (
    <main className="preload" id="main" aria-busy="true">
      <SunIcon size={64} />
      <p className="preload__name">Kita</p>
      <Spinner size={24} />
      <span className="visually-hidden">{t`Loading`}</span>
    </main>
  );
}
