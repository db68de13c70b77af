import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/dataDirLock.js';
import {
  engines,
  freshTarget,
  prepareTarget,
  signIn,
  spawnServer,
  type RunningServer,
  type Target,
} from './support.js';

/**
 * kill -9 in the middle of acknowledged writes, again and again: after every restart on the same data, each write
 * the server answered with 201 is there. CRASH_ROUNDS sets the number of rounds (default 5).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS) || 5;
const CATEGORY_WRITERS = 4;
const SIGNUP_WRITERS = 2;

interface Acknowledged {
  categories: Set<string>;
  accounts: Set<string>;
}

async function post(server: RunningServer, url: string, body: unknown, token?: string): Promise<number> {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Writes until the server dies; records a write only once its 201 has fully arrived. */
async function writeUntilKilled(
  server: RunningServer,
  token: string,
  round: number,
  acknowledged: Acknowledged,
): Promise<void> {
  const writer = async (kind: 'category' | 'account', index: number) => {
    for (let sequence = 0; ; sequence += 1) {
      const key = `r${round}-w${index}-${sequence}`;
      try {
        if (kind === 'category') {
          if (
            (await post(
              server,
              '/api/v1/admin/categories',
              { name: `Kategoria ${key}`, slug: `kat-${key}` },
              token,
            )) === 201
          )
            acknowledged.categories.add(`kat-${key}`);
        } else {
          const email = `konto-${key}@niezawodnosc.test`;
          if (
            (await post(server, '/api/v1/auth/signup', {
              email,
              password: 'Trudne-Haslo-Konta-1',
              role: 'user',
              username: key,
              accept_terms: true,
            })) === 201
          )
            acknowledged.accounts.add(email);
        }
      } catch {
        return;
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: CATEGORY_WRITERS }, (_, index) => writer('category', index)),
    ...Array.from({ length: SIGNUP_WRITERS }, (_, index) => writer('account', CATEGORY_WRITERS + index)),
  ]);
}

/** Every page of a list (`path` answers the react-admin list convention), as the restarted server answers it. */
async function listAll(server: RunningServer, listPath: string, field: string, token?: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; ; start += 1000) {
    const range = encodeURIComponent(JSON.stringify([start, start + 999]));
    const response = await fetch(`${server.url}${listPath}?range=${range}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Record<string, string>[];
    rows.forEach((row) => found.add(row[field]));
    if (rows.length < 1000) return found;
  }
}
const categorySlugs = (server: RunningServer) => listAll(server, '/api/v1/categories', 'slug');

const missing = (expected: Set<string>, found: Set<string>) => [...expected].filter((value) => !found.has(value));

describe.each(engines())('crash safety on %s', (engine) => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget(engine);
    await prepareTarget(target);
  });
  afterAll(() => target.drop());

  it(`loses no acknowledged write through ${ROUNDS} rounds of kill -9`, async () => {
    const acknowledged: Acknowledged = { categories: new Set(), accounts: new Set() };
    for (let round = 1; round <= ROUNDS + 1; round += 1) {
      const server = await spawnServer(target);
      expect(server.child.exitCode, `restart ${round}: ${server.stderr()}`).toBeNull();
      const token = await signIn(server);
      expect(missing(acknowledged.categories, await categorySlugs(server)), `round ${round}: lost categories`).toEqual(
        [],
      );
      expect(
        missing(acknowledged.accounts, await listAll(server, '/api/v1/admin/users', 'email', token)),
        `round ${round}: lost accounts`,
      ).toEqual([]);
      if (round > ROUNDS) {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        break;
      }
      const before = { categories: acknowledged.categories.size, accounts: acknowledged.accounts.size };
      const writing = writeUntilKilled(server, token, round, acknowledged);
      // The kill lands at a random moment once both kinds of write are flowing.
      for (
        let waited = 0;
        waited < 30_000 &&
        (acknowledged.categories.size === before.categories || acknowledged.accounts.size === before.accounts);
        waited += 50
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1500));
      server.child.kill('SIGKILL');
      await writing;
      expect(await server.exited).toBe('SIGKILL');
    }
    console.log(
      `${engine}: ${ROUNDS} × kill -9, ${acknowledged.categories.size} categories and ${acknowledged.accounts.size} sign-ups acknowledged, none lost`,
    );
    expect(acknowledged.categories.size).toBeGreaterThan(ROUNDS);
    expect(acknowledged.accounts.size).toBeGreaterThanOrEqual(ROUNDS);
  });

  it('finishes a request in flight on SIGTERM, then closes the database and exits cleanly', async () => {
    const server = await spawnServer(target);
    const token = await signIn(server);
    const body = JSON.stringify({ name: 'Zapisana przy zamykaniu', slug: `przy-zamykaniu-${Date.now()}` });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const pending = request(`${server.url}/api/v1/admin/categories`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      });
      pending.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      pending.on('error', reject);
      // Half of the body now, the rest after the server was told to stop: the request is in flight across the SIGTERM.
      pending.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => pending.end(body.slice(10)), 500);
      }, 300);
    });
    const { status, body: answered } = await answer;
    expect(status, answered).toBe(201);
    expect(await server.exited).toBe(0);
    // The data folder's lock went with the process: this process can take it (and gives it back).
    if (engine === 'pglite') lockDataDir(target.dataDir)();

    const restarted = await spawnServer(target);
    expect(await categorySlugs(restarted)).toContain(JSON.parse(body).slug);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});

describe('the embedded database (PGlite) and its DATA_DIR', () => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget('pglite');
    await prepareTarget(target);
  });
  afterAll(() => target.drop());

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const first = await spawnServer(target);
    const second = await spawnServer(target);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr().trim()).toBe(
      `Katalog danych ${target.dataDir} jest używany przez inny proces serwera (PID ${first.child.pid}). Zatrzymaj go albo ustaw inny DATA_DIR.`,
    );
    expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
});
