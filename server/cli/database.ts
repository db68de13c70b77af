import { loadConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { openDatabase, type Db } from '../db/index.js';

/** A refusal the person at the terminal can act on: printed without a stack trace, exit code 1. */
export class CliError extends Error {}

/**
 * Opens the portal's database the way the server does (DATABASE_URL, else PGlite in DATA_DIR, migrated), runs `work`
 * and closes it. PGlite serves one process at a time, so the embedded database needs the server stopped.
 */
export async function withDatabase(command: string, work: (db: Db, where: string) => Promise<void>): Promise<void> {
  const config = loadConfig();
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      throw new CliError(
        `${(error as Error).message}\nWbudowana baza (PGlite) obsługuje jeden proces naraz: zatrzymaj serwer portalu i uruchom npm run ${command} ponownie.`,
      );
    }
  }
  try {
    const database = await openDatabase(config);
    try {
      await database.migrate();
      await work(
        database.db,
        database.kind === 'pglite' ? `baza PGlite w ${config.dataDir}` : 'baza PostgreSQL z DATABASE_URL',
      );
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
