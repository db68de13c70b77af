import { isDatabaseUnavailable, NEWEST_MIGRATION, newestAppliedMigration } from '../db/availability.js';
import type { Db } from '../db/index.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';

/** A probe that waits longer than this for the database counts it as out of reach (balancers time out at 1–5 s). */
const PROBE_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  database: 'ok' | 'unavailable';
  migrations: 'applied' | 'pending' | 'unknown';
  draining: boolean;
}

const hasCode = (error: unknown, code: string): boolean =>
  (error as { code?: unknown } | null)?.code === code ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === code;

class ProbeTimeout extends Error {
  readonly code = 'ETIMEDOUT';
}

/** One query answers both database checks: it reaches the database and reads which migrations it has. */
export async function readiness(db: Db, lifecycle: Pick<Lifecycle, 'draining'>): Promise<ReadinessChecks> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout('readiness probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([newestAppliedMigration(db), timeout]);
    return {
      database: 'ok',
      migrations: applied >= NEWEST_MIGRATION ? 'applied' : 'pending',
      draining: lifecycle.draining,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return { database: 'unavailable', migrations: 'unknown', draining: lifecycle.draining };
    // No migration table at all: a database no server has migrated yet.
    if (hasCode(error, '42P01')) return { database: 'ok', migrations: 'pending', draining: lifecycle.draining };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
