import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { openPglite, wrapPglite, type Database } from '../../server/db/index.js';
import { auditLog, users } from '../../server/db/schema.js';
import { hashPassword, verifyPassword } from '../../server/users/passwords.js';
import { lockDataDir } from '../../server/db/dataDirLock.js';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run create-superadmin` the way the README says, as its own process. */
function createSuperadmin(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-superadmin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
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

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function withDatabase<T>(open: () => Promise<Database>, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const SLOW = 120_000;

describe('npm run create-superadmin on the embedded database', () => {
  const dataDir = tempDataDir();
  const openEmbedded = async () => wrapPglite(await openPglite(dataDir));

  it(
    'creates a confirmed superadmin in a fresh DATA_DIR',
    async () => {
      const run = await createSuperadmin(
        ['--email', ' Szefowa@Example.PL ', '--password', 'Mocne-Haslo-2026', '--name', 'Alicja Nowak'],
        { DATA_DIR: dataDir },
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Utworzono konto Super Administratora szefowa@example.pl');
      await withDatabase(openEmbedded, async ({ db }) => {
        const [row] = await db.select().from(users).where(eq(users.email, 'szefowa@example.pl'));
        expect(row).toMatchObject({ role: 'superadmin', full_name: 'Alicja Nowak' });
        expect(row.email_confirmed_at).not.toBeNull();
        // Who creates the account for himself accepts the terms; the consent names the texts' first version.
        expect(row.terms_accepted_at).not.toBeNull();
        expect(row.terms_version).toBe(1);
        expect(await verifyPassword(row.password_hash, 'Mocne-Haslo-2026')).toBe(true);
        const audit = await db.select().from(auditLog).where(eq(auditLog.entity_id, row.id));
        expect(audit.map((entry) => entry.action)).toEqual(['user.create']);
      });
    },
    SLOW,
  );

  it(
    'promotes an existing account, sets the new password and signs out its old sessions',
    async () => {
      const id = await withDatabase(openEmbedded, async ({ db }) => {
        const [row] = await db
          .insert(users)
          .values({
            email: 'oferent@example.pl',
            password_hash: await hashPassword('Stare-Haslo-2020'),
            role: 'offeror',
            full_name: 'Ola Oferentka',
            banned_until: '2999-01-01T00:00:00Z',
          })
          .returning({ id: users.id });
        return row.id;
      });
      const run = await createSuperadmin(['--email', 'oferent@example.pl', '--password', 'Nowe-Haslo-2026'], {
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('ma teraz rolę Super Administratora');
      await withDatabase(openEmbedded, async ({ db }) => {
        const rows = await db.select().from(users).where(eq(users.email, 'oferent@example.pl'));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          id,
          role: 'superadmin',
          full_name: 'Ola Oferentka',
          banned_until: null,
          token_version: 1,
        });
        expect(rows[0].email_confirmed_at).not.toBeNull();
        expect(await verifyPassword(rows[0].password_hash, 'Nowe-Haslo-2026')).toBe(true);
      });
    },
    SLOW,
  );

  it(
    'refuses while a running server holds the data directory',
    async () => {
      const lockedDir = tempDataDir();
      // This test process takes the lock as a running server does.
      const unlock = lockDataDir(lockedDir);
      const run = await createSuperadmin(['--email', 'szef@example.pl', '--password', 'Mocne-Haslo-2026'], {
        DATA_DIR: lockedDir,
      }).finally(unlock);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`jest używany przez inny proces serwera (PID ${process.pid})`);
      expect(run.stderr).toContain('zatrzymaj serwer portalu');
    },
    SLOW,
  );
});

describe('npm run create-superadmin refuses bad input in Polish', () => {
  const cases: [string, string[], string][] = [
    ['an invalid e-mail', ['--email', 'to-nie-email', '--password', 'Mocne-Haslo-2026'], AUTH_MESSAGES.invalidEmail],
    ['a short password', ['--email', 'szef@example.pl', '--password', 'krotkie'], AUTH_MESSAGES.passwordTooShort],
    ['a common password', ['--email', 'szef@example.pl', '--password', 'password123'], AUTH_MESSAGES.passwordTooCommon],
    ['a missing password', ['--email', 'szef@example.pl'], 'Podaj adres email i hasło.'],
    ['an unknown option', ['--emial', 'szef@example.pl'], 'Nieznana lub niepełna opcja.'],
  ];
  it.each(cases)(
    'rejects %s with exit code 1',
    async (_case, args, message) => {
      const dataDir = tempDataDir();
      const run = await createSuperadmin(args, { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stdout).toBe('');
    },
    SLOW,
  );
});

describe.runIf(process.env.DATABASE_URL)('npm run create-superadmin on PostgreSQL (DATABASE_URL)', () => {
  it(
    'creates the superadmin in the database DATABASE_URL names',
    async () => {
      const serverUrl = process.env.DATABASE_URL as string;
      const name = `portal_cli_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const target = new URL(serverUrl);
        target.pathname = `/${name}`;
        const run = await createSuperadmin(['--email', 'szef@example.pl', '--password', 'Mocne-Haslo-2026'], {
          DATABASE_URL: target.toString(),
          DATA_DIR: tempDataDir(),
          JWT_SECRET: '',
        });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const check = new pg.Client({ connectionString: target.toString() });
        await check.connect();
        const { rows } = await check.query('select role, email_confirmed_at from users where email = $1', [
          'szef@example.pl',
        ]);
        await check.end();
        expect(rows).toHaveLength(1);
        expect(rows[0].role).toBe('superadmin');
        expect(rows[0].email_confirmed_at).not.toBeNull();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    SLOW,
  );
});
