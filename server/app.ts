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
import { MAX_UPLOAD_BYTES } from '../shared/labels.js';
import { registerAuth } from './http/auth.js';
import type { AppConfig, TrustProxy } from './config.js';
import type { AppContext, RouteModule } from './context.js';
import { createBackgroundTasks } from './http/backgroundTasks.js';
import type { Db } from './db/index.js';
import { registerErrorHandling } from './http/errors.js';
import { documentResponses, openapiTransform } from './http/openapi.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { notificationsFor } from './db/notifications.js';
import { createJobRunner } from './jobs/runner.js';
import { JOB_DEFINITIONS } from './jobs/registry.js';
import { SearchCache, type SerializedSearch } from './offers/searchCache.js';
import authRoutes from './users/authRoutes.js';
import usersRoutes from './users/meRoutes.js';
import accountDataRoutes from './users/accountDataRoutes.js';
import offersRoutes from './offers/routes.js';
import offerSaveRoutes from './offers/saveRoutes.js';
import blogPostsRoutes from './blog/routes.js';
import profilesRoutes from './users/profileRoutes.js';
import categoriesRoutes from './categories/routes.js';
import settingsRoutes from './settings/routes.js';
import contactRoutes from './settings/contactRoutes.js';
import adminUsersRoutes from './users/adminRoutes.js';
import adminOffersRoutes from './offers/adminRoutes.js';
import adminBlogPostsRoutes from './blog/adminRoutes.js';
import adminCategoriesRoutes from './categories/adminRoutes.js';
import adminSynonymRoutes from './search/adminSynonymRoutes.js';
import searchSuggestionRoutes from './search/suggestionRoutes.js';
import adminSettingsRoutes from './settings/adminRoutes.js';
import adminOverviewRoutes from './audit/overviewRoutes.js';
import moderationMeRoutes from './moderation/meRoutes.js';
import reportRoutes from './moderation/reportRoutes.js';
import adminReportRoutes from './moderation/adminReportRoutes.js';
import verificationMeRoutes from './verification/meRoutes.js';
import adminVerificationRoutes from './verification/adminRoutes.js';
import adminAppealRoutes from './moderation/adminAppealRoutes.js';
import transparencyRoutes from './moderation/transparencyRoutes.js';
import crawlerRoutes from './pages/routes.js';
import uploadRoutes from './uploads/routes.js';
import { publicPageSender } from './pages/shell.js';
import localitiesRoutes from './places/routes.js';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** Tests pass a mailer that records messages; by default SMTP or the outbox. */
  mailer?: Mailer;
  logger?: boolean;
  /** Sees every route as it is registered (the authorization-matrix test checks that none is missing from its table). */
  onRoute?: (route: RouteOptions) => void;
  /** Shared with the expiry sweep, which also changes what is public. */
  searchCache?: SearchCache<SerializedSearch>;
}

const API_MODULES: [string, RouteModule][] = [
  ['/api/v1/auth', authRoutes],
  ['/api/v1/users', usersRoutes],
  ['/api/v1/users', accountDataRoutes],
  ['/api/v1/users', moderationMeRoutes],
  ['/api/v1/users', verificationMeRoutes],
  ['/api/v1/reports', reportRoutes],
  ['/api/v1/offers', offersRoutes],
  ['/api/offers', offerSaveRoutes],
  ['/api/v1/blog-posts', blogPostsRoutes],
  ['/api/v1/uploads', uploadRoutes],
  ['/api/v1/profiles', profilesRoutes],
  ['/api/v1/localities', localitiesRoutes],
  ['/api/v1/search', searchSuggestionRoutes],
  ['/api/v1/categories', categoriesRoutes],
  ['/api/v1/settings', settingsRoutes],
  ['/api/v1/contact', contactRoutes],
  ['/api/v1/admin/users', adminUsersRoutes],
  ['/api/v1/admin/offers', adminOffersRoutes],
  ['/api/v1/admin/blog_posts', adminBlogPostsRoutes],
  ['/api/v1/admin/categories', adminCategoriesRoutes],
  ['/api/v1/admin/search-synonyms', adminSynonymRoutes],
  ['/api/v1/admin/settings', adminSettingsRoutes],
  ['/api/v1/admin/reports', adminReportRoutes],
  ['/api/v1/admin/verifications', adminVerificationRoutes],
  ['/api/v1/admin/appeals', adminAppealRoutes],
  ['/api/v1/admin', transparencyRoutes],
  ['/api/v1/admin', adminOverviewRoutes],
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
  searchCache,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: trustedProxies(config.trustProxy),
    ...serverTimeouts(config.requestTimeoutSeconds),
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
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
        imgSrc: ["'self'", 'data:', 'https:'],
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
  // API answers (a page of offers is tens of kilobytes of JSON) go out compressed to browsers that accept it; built
  // files are compressed once, at build time. Request bodies stay plain: nothing sends them compressed.
  await app.register(compress, { globalDecompression: false });
  await app.register(rateLimit, { global: false });
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
    searchCache: searchCache ?? new SearchCache(config.searchCacheSeconds * 1000),
    background: createBackgroundTasks(),
  };
  const notifications = notificationsFor(db, app.log);
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
    await notifications.close();
  });
  // Any successful write to offers or through the back office may change what is public.
  app.addHook('onResponse', async (request, reply) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    // An organisation's new address moves its offers that have none of their own.
    const changesPublic = ['/api/offers', '/api/v1/admin/', '/api/v1/users/profile'].some((path) =>
      request.url.startsWith(path),
    );
    if (writes && changesPublic) ctx.searchCache.clear();
  });
  registerAuth(app, db, config);
  app.get('/api/v1/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  for (const [prefix, routes] of API_MODULES) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), ctx), { prefix });
  }

  await app.register(async (scope) => crawlerRoutes(scope.withTypeProvider<ZodTypeProvider>(), ctx));

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
    const isMissingFile = /\.[^/]*$/.test(url);
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
