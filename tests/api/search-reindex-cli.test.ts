import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBaseData } from '../../server/db/baseData.js';
import { openPglite, wrapPglite, type Database } from '../../server/db/index.js';
import { offers, users } from '../../server/db/schema.js';
import { ANALYSIS_VERSION, indexOffers, rowsOf } from '../../server/search/indexing.js';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run search:reindex` the way the documentation says, as its own process, on an embedded database. */
function reindex(args: string[], dataDir: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/search-reindex.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-reindex-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withEmbedded<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = wrapPglite(await openPglite(dataDir));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const versions = () =>
  withEmbedded(async ({ db }) =>
    rowsOf<{ title: string; version: number | null }>(
      db,
      sql`select title, search_version as version from offers order by title`,
    ),
  );

const SLOW = 120_000;

describe('npm run search:reindex on the embedded database', () => {
  it(
    'analyses the offers written by SQL or by an older analysis, and with --all every offer again',
    async () => {
      await withEmbedded(async (database) => {
        await database.migrate();
        await ensureBaseData(database.db);
        const [owner] = await database.db
          .insert(users)
          .values({ email: 'oferent@example.pl', password_hash: 'x', role: 'offeror', full_name: 'Ola Oferentka' })
          .returning({ id: users.id });
        const offer = (title: string) => ({
          owner_id: owner.id,
          title,
          short_description: 'Krótki opis oferty.',
          long_description: 'Długi opis oferty zapisanej poleceniem SQL, bez analizy tekstu przez serwer.',
          contact_email: 'kontakt@example.pl',
          status: 'active' as const,
        });
        const rows = await database.db
          .insert(offers)
          .values([offer('Analizowana'), offer('Bez analizy A'), offer('Bez analizy B')])
          .returning({ id: offers.id, title: offers.title });
        await indexOffers(database.db, { ids: [rows[0].id] });
      });

      const run = await reindex([], dataDir);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Przeanalizowano teksty (baza PGlite w');
      expect(run.stdout).toContain('2 ofert i 0 artykułów');
      expect((await versions()).map((row) => row.version)).toEqual([
        ANALYSIS_VERSION,
        ANALYSIS_VERSION,
        ANALYSIS_VERSION,
      ]);

      const again = await reindex(['--all'], dataDir);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('3 ofert i 0 artykułów');
    },
    SLOW,
  );

  it(
    'names its one option when given another',
    async () => {
      const run = await reindex(['--wszystko'], dataDir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Nieznana opcja.');
      expect(run.stderr).toContain('npm run search:reindex [-- --all]');
    },
    SLOW,
  );
});
