import { existsSync, mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES } from '../shared/messages.js';
import { MAX_UPLOAD_BYTES } from '../shared/limits.js';
import { registerAuth } from './http/auth.js';
import type { AppConfig, TrustProxy } from './config.js';
import type { AppContext, AreaRoutes } from './context.js';
import { createBackgroundTasks } from './http/backgroundTasks.js';
import { createLifecycle, type Lifecycle } from './lifecycle/lifecycle.js';
import type { Db } from './db/index.js';
import { registerErrorHandling } from './http/errors.js';
import { answerLongPaths, refuseLongPaths } from './http/pathLength.js';
import { documentResponses, openapiTransform } from './http/openapi.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { notificationsFor } from './db/notifications.js';
import { clearCachesOnChanges, onCacheChange } from './db/cacheChanges.js';
import { createJobRunner } from './jobs/runner.js';
import { JOB_DEFINITIONS } from './jobs/registry.js';
import { createLimits } from './limits/limits.js';
import { routeLimitStore } from './limits/routeStore.js';
import { SearchCache, type SerializedSearch } from './offers/searchCache.js';
import { accessibilityRequestsArea } from './accessibilityRequests/index.js';
import { auditArea } from './audit/index.js';
import { freshnessArea } from './freshness/index.js';
import { healthArea } from './health/index.js';
import { blogArea } from './blog/index.js';
import { categoriesArea } from './categories/index.js';
import { favouritesArea } from './favourites/index.js';
import { inquiriesArea } from './inquiries/index.js';
import { moderationArea } from './moderation/index.js';
import { offersArea } from './offers/index.js';
import { pagesArea } from './pages/index.js';
import { placesArea } from './places/index.js';
import { savedSearchesArea } from './savedSearches/index.js';
import { searchArea } from './search/index.js';
import { settingsArea } from './settings/index.js';
import { uploadsArea } from './uploads/index.js';
import { usersArea } from './users/index.js';
import { verificationArea } from './verification/index.js';
import { publicPageSender } from './pages/shell.js';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** Tests pass a mailer that records messages; by default SMTP or the outbox. */
  mailer?: Mailer;
  logger?: boolean;
  /** Sees every route as it is registered (the authorization-matrix test checks that none is missing from its table). */
  onRoute?: (route: RouteOptions) => void;
  /** The process's lifecycle (server/main.ts drains it on a stop signal); tests get their own. */
  lifecycle?: Lifecycle;
}

/** Every area registers its own route modules under their prefixes (server/<area>/index.ts). */
const AREAS: AreaRoutes[] = [
  healthArea,
  usersArea,
  moderationArea,
  verificationArea,
  offersArea,
  freshnessArea,
  favouritesArea,
  inquiriesArea,
  blogArea,
  uploadsArea,
  placesArea,
  searchArea,
  savedSearchesArea,
  categoriesArea,
  settingsArea,
  accessibilityRequestsArea,
  auditArea,
  pagesArea,
];

/**
 * A request Node's HTTP parser refuses (a control character in a header such as Authorization, a garbled request
 * line) or one that did not arrive in time never reaches Fastify's error handler: answer it here, in Polish.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['408 Request Timeout', GENERIC_MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', GENERIC_MESSAGES.payloadTooLarge]
        : ['400 Bad Request', GENERIC_MESSAGES.malformedRequest];
  const body = JSON.stringify({ detail });
  // Written, then the socket is destroyed: a client still trickling bytes must not keep it half-open.
  socket.write(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Many clients send `Content-Type: application/json` on calls that carry nothing (logout, deletes, an admin's
 * reset link). An empty body is no body: the route's schema decides whether it needed one (422 if so).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, body.toString(), done);
  });
}

/** Whether a '.' follows the path's last '/', read once from the end (a pattern here was quadratic in the length). */
function lastSegmentHasDot(pathname: string): boolean {
  return pathname.indexOf('.', pathname.lastIndexOf('/') + 1) !== -1;
}

/** A hop count trusts exactly that many proxies nearest to the server (what proxy-addr does for a number). */
const trustedProxies = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/**
 * Node's own limits are off or generous by default (Fastify sets requestTimeout 0): a client sending one byte a
 * second would hold a socket forever. The whole request must arrive within `requestSeconds`, its headers within
 * 15 s; an idle keep-alive socket closes after 5 s. Node checks these every second instead of every 30 s.
 */
function serverTimeouts(requestSeconds: number) {
  const requestTimeout = requestSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: 5000,
    http: { headersTimeout: Math.min(15_000, requestTimeout), connectionsCheckingInterval: 1000 },
  };
}

export async function buildApp({
  config,
  db,
  mailer,
  logger = false,
  onRoute,
  lifecycle = createLifecycle(),
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: trustedProxies(config.trustProxy),
    ...serverTimeouts(config.requestTimeoutSeconds),
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    rewriteUrl: refuseLongPaths,
    // A path Fastify cannot even decode ('%', '%zz') never reaches the error handler: answer it here, in Polish.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ detail: GENERIC_MESSAGES.malformedUrl });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', documentResponses);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) and React style attributes inject styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are only files uploaded to the portal (docs/bezpieczenstwo.md); data: is the
        // share panel's QR code, blob: the offer form's preview of a chosen file before it is sent.
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The 'O portalu' page's video in Polish Sign Language: a file with its captions, or a video service's
        // player, at the https address an administrator set (docs/konfiguracja.md).
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense behind HTTPS; it is added below when the request came over TLS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  answerLongPaths(app);
  app.addHook('onSend', async (request, reply) => {
    // While draining, a keep-alive client opens its next connection anew, which the balancer sends elsewhere.
    if (lifecycle.draining) reply.header('Connection', 'close');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
  // API answers (a page of offers is tens of kilobytes of JSON) go out compressed to browsers that accept it; built
  // files are compressed once, at build time. Request bodies stay plain: nothing sends them compressed.
  await app.register(compress, { globalDecompression: false });
  // Every route's `config.rateLimit` counts in the shared counters, so all processes enforce one budget.
  const limits = createLimits(db, config.redisUrl, app.log);
  await app.register(rateLimit, { global: false, store: routeLimitStore(limits.counters) });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 60, fieldSize: 100_000, parts: 70 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal usług inkluzywnych – API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const ctx: AppContext = {
    db,
    config,
    log: app.log,
    mailer: mailer ?? createMailer(config, app.log),
    searchCache: new SearchCache<SerializedSearch>(config.searchCacheSeconds * 1000),
    background: createBackgroundTasks(),
    limits,
    lifecycle,
  };
  const notifications = notificationsFor(db, app.log);
  // A write on any process (server/db/cacheChanges.ts) empties this app's search answers.
  clearCachesOnChanges(notifications);
  const forgetSearches = onCacheChange('search', () => ctx.searchCache.clear());
  const jobs = createJobRunner({
    ctx,
    definitions: JOB_DEFINITIONS,
    log: app.log,
    notifications,
    leaseSeconds: config.jobLeaseSeconds,
  });
  app.decorate('backgroundTasks', ctx.background);
  app.decorate('jobs', jobs);
  // Closing (after the last request): the runs under way end first, then the listening connection goes.
  app.addHook('onClose', async () => {
    await ctx.background.idle();
    await jobs.stop();
    forgetSearches();
    await notifications.close();
    await limits.close();
  });
  registerAuth(app, db, config);
  app.get('/api/v1/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  for (const [prefix, routes] of AREAS.flat()) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), ctx), { prefix });
  }

  const uploadsDir = path.join(config.dataDir, 'uploads');
  // @fastify/static checks its root when registered: a first start on a new DATA_DIR must not find it missing.
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded files are images: forbid everything else a browser might try with them.
    setHeaders: (res) => {
      res.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      );
    },
  });

  const staticDir = config.staticDir;
  const servePages = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  if (servePages) {
    const hashedAssetsDir = path.join(staticDir, 'assets');
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      wildcard: false,
      maxAge: '1h',
      // The build writes .br and .gz copies beside every text file (scripts/precompress.ts).
      preCompressed: true,
      // Vite puts a content hash in every name under assets/: a changed file gets a new name, so browsers may keep them.
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(hashedAssetsDir + path.sep))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendPublicPage = servePages ? publicPageSender(staticDir, db, config.publicUrl) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    // No page address has a dot in its last segment (slugs are [a-z0-9-]): such a path asks for a file that is not
    // there (an old release's script, /favicon.ico), and a browser must not get the page's HTML in its place.
    const isMissingFile = lastSegmentHasDot(url);
    if (isApi || isMissingFile || !sendPublicPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: isApi ? GENERIC_MESSAGES.routeNotFound : GENERIC_MESSAGES.notFound });
    }
    if (url !== '/admin' && !url.startsWith('/admin/')) return sendPublicPage(url, reply);
    // Revalidated on every visit, so a deployment's new asset names reach people at once.
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('admin.html', staticDir, { cacheControl: false });
  });

  return app;
}
