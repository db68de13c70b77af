import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Db } from './db/index.js';
import type { BackgroundTasks } from './http/backgroundTasks.js';
import type { JobRunner } from './jobs/runner.js';
import type { Lifecycle } from './lifecycle/lifecycle.js';
import type { Limits } from './limits/limits.js';
import type { Mailer } from './mail/mailer.js';
import type { SearchCache, SerializedSearch } from './offers/searchCache.js';

/** What every route module and job gets: the database, the configuration, the mail transport and the caches. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The transport the outbox delivers through; routes queue e-mail with sendEmailOnce (server/mail/outbox.ts). */
  mailer: Mailer;
  searchCache: SearchCache<SerializedSearch>;
  /** E-mail work done after answering, so the answer's timing tells nothing (forgot-password). */
  background: BackgroundTasks;
  /** Every rate limit and throttle, counted where all processes see it (server/limits). */
  limits: Limits;
  /** Draining after a stop signal, and the stops of work that must end before the database closes. */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner of this app: server/main.ts starts it, tests call runDue(); closing the app stops it. */
    jobs: JobRunner;
  }
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RouteModule = (app: ZodApp, ctx: AppContext) => void | Promise<void>;

/** An area's route modules, each with the path prefix it is registered under (server/<area>/index.ts). */
export type AreaRoutes = readonly (readonly [prefix: string, routes: RouteModule])[];
