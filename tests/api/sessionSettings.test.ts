import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.js';
import { rowsOf } from '../../server/search/indexing.js';

/** The server's PostgreSQL sessions: JIT compilation off (server/db/index.ts, docs/wydajnosc.md). */
describe.runIf(process.env.DATABASE_URL)('PostgreSQL sessions of the server', () => {
  it('turn JIT compilation off, which cost a search more than its own work', async () => {
    const database = await openDatabase({ dataDir: '', databaseUrl: process.env.DATABASE_URL, dbPoolSize: 1 });
    try {
      const [setting] = await rowsOf<{ jit: string }>(database.db, sql`show jit`);
      expect(setting.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
