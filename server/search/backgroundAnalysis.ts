import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { indexStaleBatch, rowsOf } from './indexing.js';

/**
 * One key for the analysis of stale documents in every process of the portal: a batch runs only while its
 * transaction holds this lock, so two servers on one PostgreSQL never analyse the same rows twice.
 */
const ANALYSIS_LOCK = sql`hashtext('portal:search-analysis')`;

/** How long a process waits before it tries again while another one holds the lock. */
const BUSY_RETRY_MS = 2000;
/** How long it waits after a failed batch (the database gone for a moment) before it tries again. */
const FAILED_RETRY_MS = 30_000;

export interface AnalysisProgress {
  offers: number;
  articles: number;
}

export type BatchOutcome = { state: 'busy' } | { state: 'analysed'; offers: number; articles: number };

/**
 * One batch of stale documents (see ANALYSIS_VERSION in indexing.ts) in one transaction, under the lock:
 * 'busy' when another process holds it, else how many documents it analysed (none left when both are 0).
 */
export function analyseOneBatch(db: Db): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const [{ locked }] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ANALYSIS_LOCK}) as locked`,
    );
    if (!locked) return { state: 'busy' } as const;
    return { state: 'analysed', ...(await indexStaleBatch(tx)) } as const;
  });
}

export interface BackgroundAnalysis {
  /** Settles when every stale document is analysed, or when stopped. */
  done: Promise<AnalysisProgress>;
  /** Lets the running batch finish (its transaction commits) and starts no other. */
  stop: () => Promise<void>;
}

/**
 * Analyses stale documents in the background, batch after batch, while the server already answers: a stale row
 * stays searchable by its old vector (a row never analysed is found once its batch is done). Started after the
 * server listens, so a restored copy or a new version of the analysis never delays the start. When another process
 * holds the lock, this one waits and tries again until no stale row is left (the other may stop halfway).
 */
export function startBackgroundAnalysis(
  db: Db,
  report: { onBatch?: (progress: AnalysisProgress) => void; onError: (error: unknown) => void },
): BackgroundAnalysis {
  let stopped = false;
  let wake: () => void = () => {};
  const progress: AnalysisProgress = { offers: 0, articles: 0 };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    while (!stopped) {
      const outcome = await analyseOneBatch(db).catch((error: unknown) => {
        report.onError(error);
        return { state: 'failed' } as const;
      });
      if (outcome.state === 'failed') {
        await pause(FAILED_RETRY_MS);
        continue;
      }
      if (outcome.state === 'busy') {
        await pause(BUSY_RETRY_MS);
        continue;
      }
      if (!outcome.offers && !outcome.articles) break;
      progress.offers += outcome.offers;
      progress.articles += outcome.articles;
      report.onBatch?.({ ...progress });
      // Lets requests waiting for the database (PGlite serves one statement at a time) go before the next batch.
      await pause(0);
    }
    return progress;
  })();
  return {
    done,
    stop: async () => {
      stopped = true;
      wake();
      await done.catch(() => undefined);
    },
  };
}
