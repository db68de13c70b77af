import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { startBackgroundAnalysis } from '../search/backgroundAnalysis.js';
import { CliError, withDatabase } from './database.js';

const USAGE = 'Użycie: npm run search:reindex [-- --all]';

function readArguments(argv: string[]): { all: boolean } {
  try {
    const { values } = parseArgs({ args: argv, options: { all: { type: 'boolean', default: false } }, strict: true });
    return { all: values.all };
  } catch {
    throw new CliError(`Nieznana opcja.\n${USAGE}`);
  }
}

/** Marks every document for a new analysis: each keeps its vector (and stays searchable) until its batch is done. */
async function markAllStale(db: Db): Promise<void> {
  await db.execute(sql`update offers set search_version = null where search_version is not null`);
  await db.execute(sql`update blog_posts set search_version = null where search_version is not null`);
}

/**
 * Analyses the texts of the offers and articles that need it (written by SQL, restored from a copy, or analysed by an
 * older version of the analysis), in batches, the same way a starting server does in the background; `--all`
 * analyses every document again. Safe beside running servers: one lock lets a single process analyse at a time.
 */
async function main(): Promise<void> {
  const { all } = readArguments(process.argv.slice(2));
  await withDatabase('search:reindex', async (db, where) => {
    if (all) await markAllStale(db);
    let reported = 0;
    const analysis = startBackgroundAnalysis(db, {
      onBatch: (progress) => {
        const done = progress.offers + progress.articles;
        if (done - reported < 10_000) return;
        reported = done;
        console.log(`… przeanalizowano ${progress.offers} ofert i ${progress.articles} artykułów`);
      },
      // A command reports a failure and ends, where a server would wait and try again.
      onError: (error) => {
        throw error;
      },
    });
    const done = await analysis.done;
    console.log(`Przeanalizowano teksty (${where}): ${done.offers} ofert i ${done.articles} artykułów.`);
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof CliError ? error.message : `Nie udało się przeanalizować tekstów: ${(error as Error).message}`,
  );
  process.exitCode = 1;
});
