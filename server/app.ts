import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startAuthCounters } from './auth/auth-counters.ts';
import { declareRequestUser, requireAuthentication } from './auth/authentication.ts';
import { forgetAfterWrites } from './cache/forget-after-writes.ts';
import { startRequestCaches } from './cache/request-caches.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { handleErrors, isNonAppPath } from './http/error-handler.ts';
import { applyHttpLimits, defaultHttpLimits, fastifyTimeouts, type HttpLimits } from './http/http-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { registerStaticClient, sendClientShell } from './http/static-client.ts';
import { boardAnnouncer } from './blackboard/blackboard-announce.ts';
import { chatAnnouncer } from './chat/chat-announce.ts';
import { enableIdempotency } from './idempotency/idempotency-hooks.ts';
import { scheduleFilePurge } from './files/file-purge.ts';
import { scheduleStoredPictureReencode } from './files/reencode-stored-pictures.ts';
import { filesQuota } from './files/files-quota.ts';
import { scheduleIdempotencyPurge } from './idempotency/idempotency-purge.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createPushSender } from './push/create-push-sender.ts';
import { createNotifier } from './push/notify-users.ts';
import type { PushSender } from './push/push-sender.ts';
import { realtimeConfigRoutes } from './realtime/broadcasting-routes.ts';
import { registerRealtime } from './realtime/register-realtime.ts';
import { createRepositories } from './repositories/repositories.ts';
import { createTranslationProvider } from './translation/create-provider.ts';
import { createTranslationWorker, nudgeAfterWrites, runTranslations } from './translation/translation-worker.ts';
import { absenceRoutes } from './routes/absence-routes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { blackboardRoutes } from './routes/blackboard-routes.ts';
import { chatMessageRoutes } from './routes/chat-message-routes.ts';
import { childRecordRoutes } from './routes/child-record-routes.ts';
import { chatAttachmentRoutes } from './routes/chat-attachment-routes.ts';
import { chatRoutes } from './routes/chat-routes.ts';
import { commentRoutes } from './routes/comment-routes.ts';
import { eventNotificationRoutes } from './routes/event-notification-routes.ts';
import { familyInviteRoutes } from './routes/family-invite-routes.ts';
import { fileRoutes } from './routes/file-routes.ts';
import { healthRoutes, watchClosing } from './routes/health-routes.ts';
import { menuRoutes } from './routes/menu-routes.ts';
import { messageNotificationRoutes } from './routes/message-notification-routes.ts';
import { publicationAnswerRoutes } from './routes/publication-answer-routes.ts';
import { publicationFeedbackRoutes } from './routes/publication-feedback-routes.ts';
import { publicationReadRoutes } from './routes/publication-read-routes.ts';
import { publicationReceiptRoutes } from './routes/publication-receipt-routes.ts';
import { pushRoutes } from './routes/push-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { staffRoutes } from './routes/staff-routes.ts';
import { syncRoutes } from './routes/sync-routes.ts';
import { rootDir } from './root-dir.ts';
import { translationRoutes } from './routes/translation-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { calendarRoutes } from './routes/calendar-routes.ts';
import { calendarFeedRoutes } from './routes/calendar-feed-routes.ts';
import { requestForLog } from './http/request-log.ts';
import { logEachRequest } from './http/request-line.ts';
import { countedPushSender } from './metrics/counted-push-sender.ts';
import { countedTranslationProvider } from './metrics/counted-translation-provider.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsRoute } from './metrics/metrics-route.ts';
import { realtimeMeter } from './metrics/realtime-meter.ts';
import { measureRequests } from './metrics/request-metrics.ts';
import { itemReadRoutes } from './routes/item-read-routes.ts';
import { notificationReadRoutes } from './routes/notification-read-routes.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  /** Defaults to SMTP_URL, or `.eml` files under DATA_DIR/mail/. */
  mailer?: Mailer;
  /** The built client; defaults to `dist/` next to package.json. */
  clientDir?: string;
  /** Defaults to Firebase when FIREBASE_SERVICE_ACCOUNT is set, or a sender that only logs. */
  pushSender?: PushSender;
  /** Told about every route as it is registered (tests/server/authorization-matrix.test.ts lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them: tests/server/account-safety.test.ts). */
  logStream?: { write: (line: string) => void };
  /** The machine translation's clock (retries, daily budgets); tests move it to the next day. */
  now?: () => Date;
  /** Timeouts and the per-address connection bound; tests shorten them (tests/server/http-limits.test.ts). */
  httpLimits?: Partial<HttpLimits>;
  /** Routes of an entity registered at runtime (a test's own), behind sign-in and Idempotency-Key like the app's. */
  signedInRoutes?: FastifyPluginAsyncZod[];
};

/** fastify's option types are written for ajv's compilers; the zod ones take the same calls (they are what
 * `setValidatorCompiler`/`setSerializerCompiler` accept). */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const defaultClientDir = path.join(rootDir, 'dist');

/** Builds the whole app without listening: `server/main.ts` listens, tests call `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  // Behind a proxy every connection comes from the proxy's address: the per-address bound would cap all visitors.
  const httpLimits: HttpLimits = {
    ...defaultHttpLimits,
    ...(env.TRUST_PROXY ? { connectionsPerAddress: null } : {}),
    ...deps.httpLimits,
  };
  const app = Fastify({
    // Silent is no logger at all: fastify then hands every request the one no-op logger instead of building a pino
    // child per request that logs nothing, a large part of an empty sync's cost (bench/api-server.ts runs silent).
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization'],
            serializers: { req: requestForLog },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // Only behind a proxy: trusting X-Forwarded-For otherwise would let anyone dodge the auth rate limits.
    trustProxy: env.TRUST_PROXY,
    // Every route validates and serializes with zod: given up front, fastify never loads its default compilers
    // (ajv and fast-json-stringify), whose loading is a large part of a cold start (bench/cold-start.ts, --cpu-prof).
    schemaController: { compilersFactory: zodCompilers },
    // While closing (SIGTERM), Fastify would answer 503 — which clients take for an ended session and
    // sign out. Until the HTTP server has stopped, requests are answered as usual; the database closes after it.
    return503OnClosing: false,
    // Fastify's two lines per request (incoming, completed) become one, and only for errors and slow requests at
    // info (http/request-line.ts).
    logController: new LogController({ disableRequestLogging: true }),
    ...fastifyTimeouts(httpLimits),
  });
  applyHttpLimits(app.server, httpLimits);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  handleErrors(app);
  refuseUnstorableText(app);
  declareRequestUser(app);
  registerSecurityHeaders(app, env);
  if (env.LOG_LEVEL !== 'silent') logEachRequest(app, env.SLOW_REQUEST_MS);
  const closing = watchClosing(app);
  // Off without METRICS_TOKEN: nothing is measured, and GET /metrics answers 404.
  const metrics = env.METRICS_TOKEN ? createMetrics(database) : null;
  // Before compression, so the sync's bytes are the JSON written (metrics/request-metrics.ts).
  if (metrics) measureRequests(app, metrics);
  metricsRoute(app, { metrics, token: env.METRICS_TOKEN });
  // gzip above 1 KB: a staff member's first sync shrinks several-fold on a phone connection, while the tiny
  // "nothing new" sync answer stays uncompressed (bench/sync-first.ts, bench/sync-noop.ts). No brotli: its CPU cost
  // per response is higher than gzip's here. Requests are never compressed by our client: no decompression hook on
  // every request (one turn less through the hook runner per request, bench/api-server.ts).
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'], globalDecompression: false });
  const authCounters = startAuthCounters(app, { env, db: database.db, now: deps.now });
  await app.register(rateLimit, {
    global: false,
    ...authCounters.rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });

  const mailer = deps.mailer ?? createMailer(env, app.log);
  const repositories = createRepositories(database.db);
  const quota = filesQuota(env.FILES_QUOTA_MB);
  scheduleIdempotencyPurge(app, repositories.idempotency);
  scheduleFilePurge(app, repositories.files);
  const caches = await startRequestCaches(database);
  app.addHook('onClose', () => caches.close());
  app.decorate('requestCaches', caches);
  forgetAfterWrites(app, caches);
  const tokens = caches.tokenLookup(repositories.tokens);
  // A client pulls when an event tells it of a change: this instance's empty-sync cache forgets before any of its
  // sockets hears of one (docs/decisions/0008). Whispers (typing) announce no write.
  const beforeDeliver = (message: { event: string }) =>
    void (message.event.startsWith('client-') || caches.forgetSyncHeads());
  const realtime = await registerRealtime(app, {
    env,
    database,
    tokens,
    beforeDeliver,
    meter: metrics ? realtimeMeter(metrics) : undefined,
  });
  const anyPushSender = deps.pushSender ?? createPushSender(env, app.log);
  const pushSender = metrics ? countedPushSender(anyPushSender, metrics) : anyPushSender;
  // Features that tell users about something new get it as a route option: `notifier.notifyUsers(ids, …)`.
  const notifier = createNotifier({
    db: database.db,
    publisher: realtime.publisher,
    sender: pushSender,
    log: app.log,
    timeZone: env.TIME_ZONE,
  });
  app.decorate('notifier', notifier);
  // Server-side work outside a route (publishing a news item: server/publications/publish-publication.ts) announces
  // through the same publisher the routes use.
  app.decorate('realtimePublisher', realtime.publisher);
  scheduleStoredPictureReencode(app, repositories.files, realtime.publisher);
  const anyTranslationProvider = createTranslationProvider(env);
  const translationProvider =
    metrics && anyTranslationProvider
      ? countedTranslationProvider(anyTranslationProvider, metrics)
      : anyTranslationProvider;
  const dailyCharacters = env.TRANSLATE_DAILY_CHARACTERS === 0 ? null : env.TRANSLATE_DAILY_CHARACTERS;
  const translations = createTranslationWorker({
    db: database.db,
    provider: translationProvider,
    publisher: realtime.publisher,
    log: app.log,
    timeZone: env.TIME_ZONE,
    dailyCharacters,
    now: deps.now ?? (() => new Date()),
  });
  runTranslations(app, translations);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, closing });
      await api.register(translationRoutes, { provider: translationProvider, dailyCharacters });
      await api.register(authRoutes, {
        database,
        mailer,
        rateLimitPerMinute: env.AUTH_RATE_LIMIT,
        throttle: authCounters.throttle,
        defaultTimeZone: env.TIME_ZONE,
      });
      // Everything below needs a bearer token; mutating calls there honour Idempotency-Key.
      await api.register(async (signedIn) => {
        requireAuthentication(signedIn, tokens);
        enableIdempotency(signedIn, repositories.idempotency);
        // Content written here (board, news, events, chat, menus) and changed translation languages get translated.
        nudgeAfterWrites(signedIn, translations);
        await signedIn.register(sessionRoutes, { database });
        await signedIn.register(userRoutes, { database, defaultTimeZone: env.TIME_ZONE });
        await signedIn.register(pushRoutes, { database });
        await signedIn.register(menuRoutes, { database });
        await signedIn.register(accountRoutes, { database });
        await signedIn.register(syncRoutes, { database, caches });
        await signedIn.register(absenceRoutes, {
          database,
          publisher: realtime.publisher,
          defaultTimeZone: env.TIME_ZONE,
        });
        const announcer = boardAnnouncer({ publisher: realtime.publisher, notifier, repositories });
        await signedIn.register(blackboardRoutes, { database, announcer, quota });
        await signedIn.register(commentRoutes, { database, announcer });
        await signedIn.register(fileRoutes, { database });
        await signedIn.register(familyInviteRoutes, {
          database,
          rateLimitPerMinute: env.AUTH_RATE_LIMIT,
          throttle: authCounters.throttle,
        });
        await signedIn.register(publicationReadRoutes, { database, defaultTimeZone: env.TIME_ZONE });
        await signedIn.register(publicationAnswerRoutes, { database, publisher: realtime.publisher, quota });
        await signedIn.register(publicationFeedbackRoutes, { database });
        await signedIn.register(publicationReceiptRoutes, { database, defaultTimeZone: env.TIME_ZONE });
        await signedIn.register(calendarRoutes, {
          database,
          defaultTimeZone: env.TIME_ZONE,
          publicUrl: env.PUBLIC_URL,
          mapUrlTemplate: env.MAP_URL_TEMPLATE,
        });
        await signedIn.register(eventNotificationRoutes, { database });
        await signedIn.register(notificationReadRoutes, { database });
        await signedIn.register(itemReadRoutes, { database });
        await signedIn.register(chatRoutes, { database });
        await signedIn.register(chatMessageRoutes, {
          database,
          announcer: chatAnnouncer({ publisher: realtime.publisher, notifier, chat: repositories.chat }),
        });
        await signedIn.register(chatAttachmentRoutes, { database, quota });
        await signedIn.register(messageNotificationRoutes, { database });
        await signedIn.register(childRecordRoutes, { database });
        await signedIn.register(realtimeConfigRoutes, { settings: realtime.settings });
        await signedIn.register(adminRoutes, { prefix: '/admin', database, publisher: realtime.publisher, quota });
        // /api/staff/…: staff and admins only (a parent gets 403 on every call).
        await signedIn.register(staffRoutes, { database, publisher: realtime.publisher, notifier, env, quota });
        for (const routes of deps.signedInRoutes ?? []) await signedIn.register(routes);
      });
    },
    { prefix: '/api' },
  );
  await app.register(calendarFeedRoutes, { database, defaultTimeZone: env.TIME_ZONE, publicUrl: env.PUBLIC_URL });

  const hasClient = await registerStaticClient(app, deps.clientDir ?? defaultClientDir);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && isPageRequest && !isNonAppPath(request.url)) return sendClientShell(reply);
    return reply.code(404).send({ message: 'Not Found' });
  });
  return app;
}
