import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, offers, uploads, users } from '../../server/db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';
import { verifyPassword } from '../../server/users/passwords.js';
import { databaseFingerprint } from '../api/securityFixtures.js';
import { engines, freshTarget, prepareTarget, runScript, spawnServer, withTargetDb, type Target } from './support.js';

/** `npm run backup` and `npm run restore` round-trip the demo data, between the embedded database and PostgreSQL alike. */
const TRICKY_TEXT = 'Zażółć gęślą jaźń – \'cytat\' "w cudzysłowie" \\ ukośnik\nnowa linia\t$$ $tag$ -- nie komentarz';
const PARENT_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const CHILD_ID = '00000000-0000-4000-8000-000000000001';

const envOf = (target: Target) => ({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
const dumpFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'portal-backup-')), 'kopia.sql');

/** Checksums of every table, with timestamps written in one time zone whatever the engine's default. */
const fingerprintOf = (target: Target) =>
  withTargetDb(target, (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      return databaseFingerprint(tx);
    }),
  );

/** Demo data plus what a dump must get exactly right: quotes and backslashes, jsonb, a child category whose id sorts before its parent's. */
async function prepareSource(engine: 'pglite' | 'postgres'): Promise<Target> {
  const source = await freshTarget(engine);
  await prepareTarget(source, { demo: true });
  await withTargetDb(source, async (db) => {
    await db.insert(categories).values([
      { id: PARENT_ID, name: 'Nadrzędna', slug: 'nadrzedna-kopia' },
      { id: CHILD_ID, name: TRICKY_TEXT, slug: 'podrzedna-kopia', parent_id: PARENT_ID },
    ]);
    await db.insert(auditLog).values({
      action: 'settings.update',
      entity_type: 'settings',
      before: { portal_name: TRICKY_TEXT, liczba: 1.5 },
      after: { lista: ['a', "b'c"] },
    });
    await db.insert(uploads).values({ path: '/uploads/kopia-zapasowa.png', uploader_id: PARENT_ID });
  });
  return source;
}

describe.each(engines())('backup of %s', (engine) => {
  let source: Target;
  let dump: string;
  const restored: Target[] = [];
  beforeAll(async () => {
    source = await prepareSource(engine);
    dump = dumpFile();
    const backup = await runScript('server/cli/backup.ts', ['--out', dump], envOf(source));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Zapisano kopię danych');
  });
  afterAll(async () => {
    await Promise.all([source, ...restored].map((target) => target.drop()));
    rmSync(path.dirname(dump), { recursive: true, force: true });
  });

  it.each(engines())('restores into an empty %s database, every table identical', async (destination) => {
    const target = await freshTarget(destination);
    restored.push(target);
    const restore = await runScript('server/cli/restore.ts', ['--in', dump], envOf(target));
    expect(restore.code, restore.stderr).toBe(0);
    expect(await fingerprintOf(target)).toEqual(await fingerprintOf(source));

    await withTargetDb(target, async (db) => {
      const [offeror] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.offeror.email));
      expect(offeror).toMatchObject({ role: 'offeror', organization_name: 'Fundacja Sprawni Razem' });
      expect(await verifyPassword(offeror.password_hash, DEMO_PASSWORD)).toBe(true);
      const [wheelchair] = await db
        .select()
        .from(offers)
        .where(eq(offers.title, 'Wózek inwalidzki aktywny – wypożyczenie'));
      expect(wheelchair).toMatchObject({ address_city: 'Łódź' });
      const [child] = await db.select().from(categories).where(eq(categories.id, CHILD_ID));
      expect(child).toMatchObject({ name: TRICKY_TEXT, parent_id: PARENT_ID });
      // The audit sequence goes on after the restored rows instead of colliding with them.
      const [{ max }] = await db.select({ max: sql<number>`max(${auditLog.id})` }).from(auditLog);
      const [next] = await db
        .insert(auditLog)
        .values({ action: 'test', entity_type: 'settings' })
        .returning({ id: auditLog.id });
      expect(next.id).toBe(Number(max) + 1);
    });
  });

  it('refuses to restore into a database that holds data, in Polish, and changes nothing', async () => {
    const before = await fingerprintOf(source);
    const refused = await runScript('server/cli/restore.ts', ['--in', dump], envOf(source));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Baza docelowa nie jest pusta');
    expect(await fingerprintOf(source)).toEqual(before);
  });
});

describe('restore of a file npm run backup did not write', () => {
  it('is refused before the database is even opened', async () => {
    const target = await freshTarget('pglite');
    const refused = await runScript(
      'server/cli/restore.ts',
      ['--in', path.join(import.meta.dirname, 'backup.test.ts')],
      envOf(target),
    );
    expect([refused.code, refused.stderr.trim()]).toEqual([
      1,
      'To nie jest kopia zapisana przez npm run backup (brak nagłówka formatu).',
    ]);
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    await target.drop();
  });
});

describe('backup of the embedded database while the server runs', () => {
  it('is refused with the reason and what to do, and writes no file', async () => {
    const target = await freshTarget('pglite');
    await prepareTarget(target);
    const server = await spawnServer(target);
    const file = dumpFile();
    const refused = await runScript('server/cli/backup.ts', ['--out', file], envOf(target));
    server.child.kill('SIGTERM');
    await server.exited;
    await target.drop();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('zatrzymaj serwer portalu i uruchom npm run backup ponownie');
    expect(existsSync(file)).toBe(false);
    rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
