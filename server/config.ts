import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { OFFERS_PER_ACCOUNT_PER_HOUR } from '../shared/limits.js';
import { SHARE_EMAILS_PER_HOUR } from '../shared/favourites.js';
import { INQUIRIES_PER_ADDRESS_PER_HOUR } from '../shared/inquiries.js';
import { DEFAULT_SEARCH_SAMPLE_PAGES } from '../shared/search.js';

export interface RateLimits {
  /** Requests a minute from one IP address to login, sign-up and password-reset calls. */
  authPerMinute: number;
  /** Failed logins a quarter of an hour for one account before it is throttled. */
  failedLoginsPerAccount: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL (DB_POOL_SIZE). */
  dbPoolSize: number;
  jwtSecret: string;
  /** Lifetime of one token in seconds; the apps renew it through POST /api/v1/auth/refresh while the person works. */
  tokenTtlSeconds: number;
  /** Renewal never stretches a session past this many seconds after the login: then the password is asked again. */
  sessionMaxSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Folder of the built pages; when set, the server serves them (production). */
  staticDir: string | undefined;
  /** Proxies in front of the server: none (false), a hop count, or their addresses/CIDR ranges (see parseTrustProxy). */
  trustProxy: TrustProxy;
  /** A request (headers and body) must arrive within this time; a trickling client is cut off (slowloris). */
  requestTimeoutSeconds: number;
  logLevel: string;
  /** How long identical public searches share one answer; 0 turns the cache off. */
  searchCacheSeconds: number;
  /** Pages of the offers table a search's counts read at most: larger tables are sampled (server/offers/searchSummary.ts). */
  searchSamplePages: number;
  /** Searches one process runs at once (SEARCH_CONCURRENCY); the others wait in order (server/http/concurrencyGate.ts). */
  searchConcurrency: number;
  rateLimits: RateLimits;
  /** Offers one account may create in an hour (default: shared OFFERS_PER_ACCOUNT_PER_HOUR). */
  offersPerAccountPerHour: number;
  /** Requests a minute from one IP address to the search suggestions (a few per typed word). */
  suggestionsPerMinute: number;
  /** Sendings of shared lists ('Wyślij e-mailem', docs/moja-lista.md) an hour from one IP address. */
  shareEmailsPerHour: number;
  /** Inquiries ('Zapytaj o ofertę', docs/zapytania.md) an hour from one IP address, across offers. */
  inquiriesPerHour: number;
  /** Redis server for the rate limits' counters (REDIS_URL); without it they live in PostgreSQL (or in the process on PGlite). */
  redisUrl: string | undefined;
  /** How long a process holds a job it claimed before another may take it over (it is renewed while the job runs). */
  jobLeaseSeconds: number;
  /**
   * After SIGTERM/SIGINT the server answers readiness with 503 and goes on serving this long, so a balancer has time
   * to send new requests elsewhere; then it closes the listener, finishes what is in flight and exits.
   */
  shutdownGraceSeconds: number;
}

const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;

export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: empty or `0` – no proxy; a number – that many proxies in front (the client's address is the one the
 * nearest of them saw, so a client-written X-Forwarded-For cannot choose it); a comma list of proxy addresses or
 * CIDR ranges (`10.0.0.0/8,127.0.0.1`). Anything else (null here) stops the start, so a typo never means "trust everyone".
 */
function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** A PostgreSQL address node-postgres can use: postgres:// or postgresql://, with a host (or ?host= for a socket). */
function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['postgres:', 'postgresql:'].includes(url.protocol) && (url.hostname !== '' || url.searchParams.has('host'));
  } catch {
    return false;
  }
}

const DATABASE_URL_EXPECTED = 'oczekiwano adresu postgres://użytkownik:hasło@host:5432/baza';

/** A message may quote DATABASE_URL, never its password. */
const withoutPassword = (value: string) => value.replace(/:[^:@/]*@/, ':***@');

const TRUST_PROXY_EXPECTED =
  'podaj liczbę serwerów proxy przed portalem (np. 1) albo ich adresy lub zakresy CIDR oddzielone przecinkami (np. 10.0.0.0/8,127.0.0.1)';

/** What the environment says; `jwtSecret` is absent when the embedded server is to keep its own (see withJwtSecret). */
export type EnvConfig = Omit<AppConfig, 'jwtSecret'> & { jwtSecret: string | undefined };

/**
 * The server's start-up step: without JWT_SECRET, the secret is generated once and kept in DATA_DIR so sessions
 * survive restarts of the embedded server. Commands that sign no tokens never call it, so they write nothing.
 */
export function withJwtSecret(config: EnvConfig): AppConfig {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  // Several servers may share one PostgreSQL: they must share the secret too, so it comes from the environment.
  if (config.databaseUrl) {
    throw new ConfigError('JWT_SECRET jest wymagany, gdy ustawiono DATABASE_URL (serwer PostgreSQL).');
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
  mkdirSync(config.dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, jwtSecret, { mode: 0o600 });
  return { ...config, jwtSecret };
}

/** A bad environment variable: the start stops with this Polish message, which names the variable. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable means "not set", as `VAR= npm start` does in a shell.
const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A whole number in [min, max]; unset means `fallback`. */
function wholeNumber(min: number, max: number, fallback: number) {
  return optionalWholeNumber(min, max).default(fallback);
}

/**
 * Two searches per core: one waits for the database while the other runs. Measured at 100,000 offers on two cores
 * (docs/wydajnosc.md, 'Kolejka wyszukiwań'): 3 and 4 served the most text searches a second (55 and 54), 2 and 6
 * fewer (42 and 47), and 4 had the shortest p99.
 */
function defaultSearchConcurrency(): number {
  return 2 * availableParallelism();
}

/** A whole number in [min, max], or undefined when unset (the default depends on another variable). */
function optionalWholeNumber(min: number, max: number) {
  const expected = { error: `oczekiwano liczby całkowitej od ${min} do ${max}` };
  return z.preprocess(
    blankIsUnset,
    z.coerce.number(expected).int(expected).min(min, expected).max(max, expected).optional(),
  );
}

const flag = z.preprocess(blankIsUnset, z.enum(['0', '1'], { error: 'oczekiwano 0 albo 1' }).optional());

/** The variables of README „Konfiguracja” that must have a shape; the free-text ones are read as they are. */
const envSchema = z.object({
  PORT: wholeNumber(1, 65_535, 3000),
  TOKEN_TTL_SECONDS: wholeNumber(1, 7 * 24 * 60 * 60, 30 * 60),
  SESSION_MAX_SECONDS: wholeNumber(1, 365 * 24 * 60 * 60, 12 * 60 * 60),
  DB_POOL_SIZE: wholeNumber(1, 1_000, 10),
  SEARCH_CACHE_SECONDS: wholeNumber(0, 24 * 60 * 60, 10),
  SEARCH_SAMPLE_PAGES: wholeNumber(10, 10_000_000, DEFAULT_SEARCH_SAMPLE_PAGES),
  SEARCH_CONCURRENCY: wholeNumber(1, 1_000, defaultSearchConcurrency()),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000_000, 20),
  FAILED_LOGINS_PER_ACCOUNT: wholeNumber(1, 1_000_000_000, 10),
  OFFERS_PER_ACCOUNT_PER_HOUR: wholeNumber(1, 1_000_000_000, OFFERS_PER_ACCOUNT_PER_HOUR),
  SUGGESTIONS_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000_000, 300),
  SHARE_EMAILS_PER_HOUR: wholeNumber(1, 1_000_000_000, SHARE_EMAILS_PER_HOUR),
  INQUIRIES_PER_HOUR: wholeNumber(1, 1_000_000_000, INQUIRIES_PER_ADDRESS_PER_HOUR),
  JOB_LEASE_SECONDS: wholeNumber(1, 24 * 60 * 60, 60),
  LOG_LEVEL: z.preprocess(
    blankIsUnset,
    z.enum(LOG_LEVELS, { error: `oczekiwano jednego z: ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trustProxy = parseTrustProxy(value);
      if (trustProxy === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
      return trustProxy ?? false;
    }),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 60 * 60, 60),
  SHUTDOWN_GRACE_SECONDS: optionalWholeNumber(0, 60 * 60),
  SEED_DEMO: flag,
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z.string().refine(isPostgresUrl, { message: DATABASE_URL_EXPECTED }).optional(),
  ),
});

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = name === 'DATABASE_URL' ? withoutPassword(env[name] ?? '') : env[name];
    return `${name}=„${value}”: ${issue.message}`;
  });
  throw new ConfigError(`Niepoprawna zmienna środowiskowa ${problems.join('; ')}.`);
}

/** Reads and checks the environment; it has no side effects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const vars = parseEnv(env);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = vars.DATABASE_URL;
  // HS256 is only as strong as its key: a short, guessable secret lets anyone sign a superadmin's token.
  if (env.JWT_SECRET && env.JWT_SECRET.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET musi mieć co najmniej ${MIN_JWT_SECRET_LENGTH} znaki (np. wynik: openssl rand -base64 48).`,
    );
  }
  const port = vars.PORT;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    dbPoolSize: vars.DB_POOL_SIZE,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    sessionMaxSeconds: vars.SESSION_MAX_SECONDS,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal Usług Inkluzywnych <no-reply@localhost>',
    seedDemo: vars.SEED_DEMO === undefined ? !databaseUrl : vars.SEED_DEMO === '1',
    staticDir: env.NODE_ENV === 'production' ? path.resolve(env.STATIC_DIR || 'dist') : undefined,
    trustProxy: vars.TRUST_PROXY,
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    logLevel: vars.LOG_LEVEL,
    searchCacheSeconds: vars.SEARCH_CACHE_SECONDS,
    searchSamplePages: vars.SEARCH_SAMPLE_PAGES,
    searchConcurrency: vars.SEARCH_CONCURRENCY,
    rateLimits: {
      authPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
      failedLoginsPerAccount: vars.FAILED_LOGINS_PER_ACCOUNT,
    },
    offersPerAccountPerHour: vars.OFFERS_PER_ACCOUNT_PER_HOUR,
    suggestionsPerMinute: vars.SUGGESTIONS_RATE_LIMIT_PER_MINUTE,
    shareEmailsPerHour: vars.SHARE_EMAILS_PER_HOUR,
    inquiriesPerHour: vars.INQUIRIES_PER_HOUR,
    redisUrl: env.REDIS_URL || undefined,
    jobLeaseSeconds: vars.JOB_LEASE_SECONDS,
    // The embedded database serves one process, so no balancer has another instance to send requests to.
    shutdownGraceSeconds: vars.SHUTDOWN_GRACE_SECONDS ?? (databaseUrl ? DEFAULT_SHUTDOWN_GRACE_SECONDS : 0),
  };
}
