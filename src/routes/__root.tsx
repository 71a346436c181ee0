import { Outlet, createRootRoute } from '@tanstack/react-router';
import { activateLocale } from '../i18n/activate-locale.ts';
import { localeOfPath } from '../i18n/locale-path.ts';

export const Route = createRootRoute({
  // Every navigation (including back/forward across languages) renders in the language of its URL.
  // Its path tells whether the first screen's part of the catalog covers it (src/i18n/activate-locale.ts).
  beforeLoad: ({ location }) => {
    const { pathname } = new URL(location.publicHref, window.location.origin);
    return activateLocale(localeOfPath(pathname), pathname);
  },
  component: Outlet,
});
