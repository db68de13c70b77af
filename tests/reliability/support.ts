import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { ensureBaseData } from '../../server/db/baseData.js';
import { openDatabase, type Db } from '../../server/db/index.js';
import { seedDemoContent } from '../../server/db/seedDemo.js';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/users/passwords.js';
import { freePort } from '../support/freePort.js';

/** The real server (`node --import tsx server/main.ts`) in a child process, on its own data folder or PostgreSQL database. */

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SUPERADMIN = { email: 'szef@niezawodnosc.test', password: 'Niezawodne-Haslo-2026' };
export const JWT_SECRET = 'reliability-secret-reliability-secret-42';

export interface Target {
  dataDir: string;
  databaseUrl?: string;
  /** Removes the data folder and drops the PostgreSQL database made for the test. */
  drop: () => Promise<void>;
}

/** A fresh place for the data: a temporary DATA_DIR, and with DATABASE_URL set an empty database of its own on that server. */
export async function freshTarget(engine: 'pglite' | 'postgres'): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-reliability-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') return { dataDir, drop: async () => removeFolder() };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `portal_rel_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeFolder();
    },
  };
}

/** Opens the target's database in this process (the server must not be running on a PGlite folder). */
export async function withTargetDb<T>(target: Target, work: (db: Db) => Promise<T>): Promise<T> {
  mkdirSync(target.dataDir, { recursive: true });
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Migrates the database (with the demo content when asked) and creates the superadmin the tests sign in as. */
export async function prepareTarget(target: Target, { demo = false } = {}): Promise<void> {
  await withTargetDb(target, async (db) => {
    await ensureBaseData(db);
    if (demo) await seedDemoContent(db);
    await db.insert(users).values({
      email: SUPERADMIN.email,
      password_hash: await hashPassword(SUPERADMIN.password),
      role: 'superadmin',
      full_name: 'Super Administrator',
      email_confirmed_at: new Date().toISOString(),
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
  /** The log lines of level error or worse (pino's JSON, from stdout), the first 20: what a 5xx leaves behind. */
  errorLog: () => string[];
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
}

/** The server from its TypeScript sources, as `npm run dev` runs it. */
export const TSX_SERVER = [process.execPath, '--import', 'tsx', 'server/main.ts'];

export interface SpawnOptions {
  /** The command line that starts the server (default TSX_SERVER). */
  command?: string[];
  /** In a process group of its own, so a test can signal the whole group. */
  detached?: boolean;
}

/** Spawns the server; answers once its readiness probe says 200, or once it exits if it never does. */
export async function spawnServer(
  target: Target,
  env: Record<string, string> = {},
  { command = TSX_SERVER, detached = false }: SpawnOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    detached,
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      FAILED_LOGINS_PER_ACCOUNT: '1000000',
      OFFERS_PER_ACCOUNT_PER_HOUR: '1000000',
      // No balancer in front: a stop signal need not wait for one (tests of draining set their own).
      SHUTDOWN_GRACE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const errorLog: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (errorLog.length < 20 && /"level":(50|60)\b/.test(line)) errorLog.push(line.slice(0, 2000));
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    stderr: () => stderr,
    errorLog: () => [...errorLog],
    exited,
  };
  const gone = exited.then(() => 'exited' as const);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const state = await Promise.race([
      fetch(`${server.url}/api/health/ready`).then(
        (response) => (response.ok ? 'up' : 'down'),
        () => 'down',
      ),
      gone,
    ]);
    if (state === 'up' || state === 'exited') return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 120 s:\n${stderr}`);
}

export async function signIn(server: RunningServer, account = SUPERADMIN): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Runs a repository script (`scripts/…` or `server/cli/…`) with tsx; answers its exit code and output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export const engines = (): ('pglite' | 'postgres')[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
