import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './index.js';
import { MIGRATIONS_FOLDER } from './index.js';

/** Node's socket errors on the way to the database server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the database, not the request, failed: class 08 (connection exception), 57P01–57P03 (the server
 * shut down or restarts, or pg_terminate_backend ended the session), 53300 (too many connections).
 */
const isUnavailableState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300';

/** What node-postgres says, without a code, when a connection broke or could not be had in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** True when `error` (or a cause it wraps, as drizzle's query errors do) means the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = cause;
  }
  return false;
}

/** The `when` of the newest migration this server ships (drizzle stores it as `created_at` of the applied row). */
export const NEWEST_MIGRATION = Math.max(
  ...(
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when),
);

/** The newest migration applied to the database (0 when none); throws when the database cannot be reached. */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const result: unknown = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number((result as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
}
