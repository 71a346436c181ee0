import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from './app/error-page.tsx';
import { NotFoundPage } from './app/not-found-page.tsx';
import { PageLoading } from './app/page-loading.tsx';
import { localeRewrite } from './i18n/locale-rewrite.ts';
import { routeTree } from './route-tree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    rewrite: localeRewrite,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PageLoading,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /** Carried from forgot-password to reset-password (history state keeps the e-mail out of the URL). */
    username?: string;
  }
}
