import { Outlet, createRootRoute } from '@tanstack/react-router';
import { activateLocale } from '../i18n/activate-locale.ts';
import { localeOfPath } from '../i18n/locale-path.ts';

export const Route = createRootRoute({
  // Every navigation (including back/forward across languages) renders in the language of its URL.
  beforeLoad: ({ location }) =>
    activateLocale(localeOfPath(new URL(location.publicHref, window.location.origin).pathname)),
  component: Outlet,
});
