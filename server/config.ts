import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET jest wymagany, gdy ustawiono DATABASE_URL (serwer PostgreSQL).');
  }
  // HS256 is only as strong as its key: a short, guessable secret lets anyone sign a superadmin's token.
  if (env.JWT_SECRET && env.JWT_SECRET.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `JWT_SECRET musi mieć co najmniej ${MIN_JWT_SECRET_LENGTH} znaki (np. wynik: openssl rand -base64 48).`,
    );
  }
  const port = Number(env.PORT || 3000);
  const seedSetting = env.SEED_DEMO;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: env.JWT_SECRET || embeddedJwtSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 30 * 60),
    sessionMaxSeconds: Number(env.SESSION_MAX_SECONDS || 12 * 60 * 60),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal Usług Inkluzywnych <no-reply@localhost>',
    seedDemo: seedSetting === undefined || seedSetting === '' ? !databaseUrl : seedSetting === '1',
    staticDir: env.NODE_ENV === 'production' ? path.resolve(env.STATIC_DIR || 'dist') : undefined,
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    searchCacheSeconds: Number(env.SEARCH_CACHE_SECONDS ?? 10),
    rateLimits: {
      authPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE || 20),
      failedLoginsPerAccount: Number(env.FAILED_LOGINS_PER_ACCOUNT || 10),
    },
  };
}
