import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** Proxies in front of the server: none (false), a hop count, or their addresses/CIDR ranges (see parseTrustProxy). */
  trustProxy: TrustProxy;
  /** A request (headers and body) must arrive within this time; a trickling client is cut off (slowloris). */
  requestTimeoutSeconds: number;
  logLevel: string;
  /** How long identical public searches share one answer; 0 turns the cache off. */
  searchCacheSeconds: number;
  rateLimits: RateLimits;
}

const MIN_JWT_SECRET_LENGTH = 32;

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
 * CIDR ranges (`10.0.0.0/8,127.0.0.1`). Anything else stops the start, so a typo never means "trust everyone".
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY: podaj liczbę serwerów proxy przed portalem (np. 1) albo ich adresy lub zakresy CIDR oddzielone przecinkami (np. 10.0.0.0/8,127.0.0.1); otrzymano „${text}”.`,
  );
}

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutSeconds: Number(env.REQUEST_TIMEOUT_SECONDS || 60),
    logLevel: env.LOG_LEVEL || 'info',
    searchCacheSeconds: Number(env.SEARCH_CACHE_SECONDS ?? 10),
    rateLimits: {
      authPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE || 20),
      failedLoginsPerAccount: Number(env.FAILED_LOGINS_PER_ACCOUNT || 10),
    },
  };
}
