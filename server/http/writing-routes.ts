import type { FastifyInstance, RouteOptions } from 'fastify';

const writingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route answers a method that may write (a route can take several methods). */
export const isWritingRoute = (method: RouteOptions['method']) =>
  (Array.isArray(method) ? method : [method]).some((m) => writingMethods.has(m));

type WritingHooks = Partial<Pick<RouteOptions, 'preHandler' | 'onSend' | 'onResponse'>>;

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Adds `hooks` to the routes of `scope` (and its children) registered from now on that may write, after their own
 * hooks of the same kind. Reads never run them: every hook costs each request a turn through fastify's hook runner,
 * and the "nothing new" sync, our most frequent request, is a read (bench/api-server.ts, `--cpu-prof`).
 */
export function onWritingRoutes(scope: FastifyInstance, hooks: WritingHooks): void {
  scope.addHook('onRoute', (route) => {
    if (!isWritingRoute(route.method)) return;
    // fastify's hook types differ by kind only in their arguments; each list gets hooks of its own kind.
    const target = route as Record<keyof WritingHooks, unknown>;
    for (const kind of ['preHandler', 'onSend', 'onResponse'] as const) {
      if (hooks[kind]) target[kind] = [...asList(target[kind]), ...asList(hooks[kind])];
    }
  });
}
