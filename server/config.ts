import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  trustProxy: boolean;
  logLevel: string;
  /** How long identical public searches share one answer; 0 turns the cache off. */
  searchCacheSeconds: number;
  rateLimits: RateLimits;
}

const MIN_JWT_SECRET_LENGTH = 32;

/** The secret is generated once and kept in DATA_DIR so sessions survive restarts of the embedded server. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A bad environment variable: the start stops with this Polish message, which names the variable. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable means "not set", as `VAR= npm start` does in a shell.
const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A whole number in [min, max]; unset means `fallback`. */
function wholeNumber(min: number, max: number, fallback: number) {
  const expected = { error: `oczekiwano liczby całkowitej od ${min} do ${max}` };
  return z.preprocess(
    blankIsUnset,
    z.coerce.number(expected).int(expected).min(min, expected).max(max, expected).default(fallback),
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
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000_000, 20),
  FAILED_LOGINS_PER_ACCOUNT: wholeNumber(1, 1_000_000_000, 10),
  LOG_LEVEL: z.preprocess(
    blankIsUnset,
    z.enum(LOG_LEVELS, { error: `oczekiwano jednego z: ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TRUST_PROXY: flag,
  SEED_DEMO: flag,
});

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=„${env[name]}”: ${issue.message}`;
  });
  throw new ConfigError(`Niepoprawna zmienna środowiskowa ${problems.join('; ')}.`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = parseEnv(env);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET jest wymagany, gdy ustawiono DATABASE_URL (serwer PostgreSQL).');
  }
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
    jwtSecret: env.JWT_SECRET || embeddedJwtSecret(dataDir),
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    sessionMaxSeconds: vars.SESSION_MAX_SECONDS,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal Usług Inkluzywnych <no-reply@localhost>',
    seedDemo: vars.SEED_DEMO === undefined ? !databaseUrl : vars.SEED_DEMO === '1',
    staticDir: env.NODE_ENV === 'production' ? path.resolve(env.STATIC_DIR || 'dist') : undefined,
    trustProxy: vars.TRUST_PROXY === '1',
    logLevel: vars.LOG_LEVEL,
    searchCacheSeconds: vars.SEARCH_CACHE_SECONDS,
    rateLimits: {
      authPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
      failedLoginsPerAccount: vars.FAILED_LOGINS_PER_ACCOUNT,
    },
  };
}
