import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, offers, outboxMessages, users } from '../../server/db/schema.js';
import { indexOffers } from '../../server/search/indexing.js';
import { hashPassword } from '../../server/users/passwords.js';
import { messageIdOf, smtpSink, type SmtpSink } from './smtpSink.js';
import {
  freshTarget,
  prepareTarget,
  signIn,
  spawnServer,
  withTargetDb,
  type RunningServer,
  type Target,
} from './support.js';

/*
 * Several server processes on one PostgreSQL database behave as one portal (docs/wspolny-stan.md): they
 * migrate an empty database together, count every limit in total, clear each other's caches within a second, run
 * each scheduled job once and deliver each e-mail once, also when the process that was delivering it is killed.
 */

const FAILED_LOGINS = 10;
const SUGGESTIONS_PER_MINUTE = 10;
const STATEMENT = 'Oferta jest nieaktualna od miesiąca.';

/** Every process gets the same settings, as instances behind one balancer would. */
const settings = (smtpUrl: string): Record<string, string> => ({
  FAILED_LOGINS_PER_ACCOUNT: String(FAILED_LOGINS),
  SUGGESTIONS_RATE_LIMIT_PER_MINUTE: String(SUGGESTIONS_PER_MINUTE),
  // A long cache: a change shows on the other process only because its cache was cleared.
  SEARCH_CACHE_SECONDS: '60',
  // A job held by a killed process is taken over after this.
  JOB_LEASE_SECONDS: '3',
  SMTP_URL: smtpUrl,
});

const call = async (server: RunningServer, method: string, url: string, body?: unknown, token?: string) => {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown> };
};

const wrongLogin = (server: RunningServer, email: string) =>
  call(server, 'POST', '/api/v1/auth/login', { email, password: 'Zle-Haslo-Zgadywane-1' }).then((r) => r.status);

const searchTotal = async (server: RunningServer, q: string) =>
  (await call(server, 'GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json().total as number;

/** Milliseconds until `read` answers `expected` (polled every 20 ms), failing after `limitMs`. */
async function timeUntil<T>(read: () => Promise<T>, expected: T, limitMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`still ${String(value)} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const signUp = (server: RunningServer, email: string) =>
  call(server, 'POST', '/api/v1/auth/signup', {
    email,
    password: 'Trudne-Haslo-Konta-1',
    role: 'user',
    username: 'Osoba Testowa',
    accept_terms: true,
  }).then((response) => response.status);

const stop = async (server: RunningServer) => {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
};

describe.skipIf(!process.env.DATABASE_URL)('several server processes on one PostgreSQL database', () => {
  let target: Target;
  let sink: SmtpSink;
  let silent: SmtpSink;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;
  const started: RunningServer[] = [];
  const spawn = async (smtpUrl: string) => {
    const server = await spawnServer(target, settings(smtpUrl));
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    target = await freshTarget('postgres');
    sink = await smtpSink('recording');
    silent = await smtpSink('silent');
  });
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await sink?.close();
    await silent?.close();
    await target?.drop();
  });

  it('two processes migrating an empty database together both start', async () => {
    [a, b] = await Promise.all([spawn(sink.url), spawn(sink.url)]);
    for (const server of [a, b]) {
      expect(server.child.exitCode, server.stderr()).toBeNull();
      expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);
    }
    await prepareTarget(target);
    token = await signIn(a);
  });

  it('counts failed logins and route limits in total across the processes, also under concurrency', async () => {
    const alternating: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      alternating.push(await wrongLogin(attempt % 2 ? b : a, 'zgadywane-po-kolei@niezawodnosc.test'));
    }
    expect(alternating).toEqual([...Array(FAILED_LOGINS).fill(401), ...Array(30 - FAILED_LOGINS).fill(429)]);

    const together = await Promise.all(
      Array.from({ length: 2 * FAILED_LOGINS }, (_, index) =>
        wrongLogin(index % 2 ? b : a, 'zgadywane-naraz@niezawodnosc.test'),
      ),
    );
    expect(together.filter((status) => status === 401)).toHaveLength(FAILED_LOGINS);
    expect(together.filter((status) => status === 429)).toHaveLength(FAILED_LOGINS);

    const suggestions: number[] = [];
    for (let attempt = 0; attempt < 3 * SUGGESTIONS_PER_MINUTE; attempt += 1) {
      suggestions.push((await call(attempt % 2 ? b : a, 'GET', '/api/v1/search/suggestions?q=rehab')).status);
    }
    expect(suggestions.filter((status) => status === 200)).toHaveLength(SUGGESTIONS_PER_MINUTE);
    expect(suggestions.slice(SUGGESTIONS_PER_MINUTE).every((status) => status === 429)).toBe(true);
  });

  it("shows a write on one process in the other's search within 1 s", async () => {
    const [katamaran, ponton] = await withTargetDb(target, async (db) => {
      const [owner] = await db
        .insert(users)
        .values({
          email: 'fundacja@niezawodnosc.test',
          password_hash: await hashPassword('Niezawodne-Haslo-2026'),
          role: 'ngo',
          full_name: 'Fundacja Niezawodna',
          organization_name: 'Fundacja Niezawodna',
          email_confirmed_at: new Date().toISOString(),
        })
        .returning({ id: users.id });
      const rows = await db
        .insert(offers)
        .values(
          ['Katamaran dostępny dla wózków', 'Ponton z podnośnikiem dla wózków'].map((title) => ({
            owner_id: owner.id,
            title,
            short_description: 'Rejsy dla osób poruszających się na wózkach.',
            long_description: 'Szerokie wejście i miejsca dla wózków, rejsy po jeziorze z opiekunem i asystentem.',
            contact_email: 'fundacja@niezawodnosc.test',
            status: 'active' as const,
          })),
        )
        .returning({ id: offers.id });
      await indexOffers(db, { ids: rows.map((row) => row.id) });
      return rows.map((row) => row.id);
    });
    expect(ponton).toBeDefined();
    // Both caches hold the searches before the changes.
    expect(await searchTotal(b, 'katamaran')).toBe(1);
    expect(await searchTotal(a, 'pontonik')).toBe(0);

    const deactivated = await call(
      a,
      'PATCH',
      `/api/v1/admin/offers/${katamaran}/status`,
      { status: 'inactive', reason: STATEMENT, ground: 'terms' },
      token,
    );
    expect(deactivated.status).toBe(200);
    const offerGone = await timeUntil(() => searchTotal(b, 'katamaran'), 0, 1000);

    const group = await call(b, 'POST', '/api/v1/admin/search-synonyms', { terms: ['pontonik', 'ponton'] }, token);
    expect(group.status).toBe(201);
    const synonymShown = await timeUntil(() => searchTotal(a, 'pontonik'), 1, 1000);
    console.log(
      `cache: deactivated offer gone from B after ${offerGone} ms, new synonym on A after ${synonymShown} ms`,
    );
  });

  it('runs each scheduled job once per due time and delivers each e-mail once across the processes', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `nowe-konto-${index}@niezawodnosc.test`);
    const statuses = await Promise.all(emails.map((email, index) => signUp(index % 2 ? b : a, email)));
    expect(statuses.every((status) => status === 201)).toBe(true);
    await timeUntil(
      async () => emails.every((email) => sink.messages.some((raw) => raw.includes(email))),
      true,
      15_000,
    );
    // Both processes had them queued and both were polling: a second delivery would show up by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = sink.messages.map(messageIdOf);
    expect(new Set(ids).size).toBe(ids.length);

    await withTargetDb(target, async (db) => {
      const queued = await db.select().from(outboxMessages);
      expect(queued.length).toBeGreaterThanOrEqual(emails.length);
      expect(queued.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      // Scheduled jobs: one row per due time (the unique key), run by one process once.
      const sweeps = await db.select().from(jobs).where(eq(jobs.name, 'offers.expire'));
      expect(sweeps.length).toBeGreaterThanOrEqual(1);
      expect(sweeps.filter((row) => row.status === 'done' && row.attempts !== 1)).toEqual([]);
      expect(new Set(sweeps.map((row) => row.run_at)).size).toBe(sweeps.length);
    });
  });

  it('an e-mail whose delivering process is killed with kill -9 is delivered once by another', async () => {
    await Promise.all([stop(a), stop(b)]);
    // C alone: it commits the sign-up and its message, takes the delivery, and hangs on a mail server that never answers.
    const c = await spawn(silent.url);
    const email = 'przerwana-wysylka@niezawodnosc.test';
    expect(await signUp(c, email)).toBe(201);
    await timeUntil(async () => silent.connections() > 0, true, 10_000);
    c.child.kill('SIGKILL');
    expect(await c.exited).toBe('SIGKILL');
    const [message] = await withTargetDb(target, (db) =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.status, 'pending'))),
    );
    expect(message).toBeDefined();
    const before = sink.messages.length;

    // D takes the job over once C's lease (3 s) has run out.
    const d = await spawn(sink.url);
    await timeUntil(async () => sink.messages.some((raw) => messageIdOf(raw)?.startsWith(message.id)), true, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const copies = sink.messages.slice(before).filter((raw) => messageIdOf(raw)?.startsWith(`${message.id}@`));
    expect(copies).toHaveLength(1);
    const [delivered] = await withTargetDb(target, (db) =>
      db.select().from(outboxMessages).where(eq(outboxMessages.id, message.id)),
    );
    expect(delivered.status).toBe('sent');
    await stop(d);
  });
});
