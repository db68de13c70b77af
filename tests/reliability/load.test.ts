import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';
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
 * 200 connections on a mixed read/write workload against the real server: no 5xx, no error, no timeout, and memory
 * that levels off. LOAD_SECONDS sets the duration (default 20 s; the full run is LOAD_SECONDS=60).
 */
const SECONDS = Number(process.env.LOAD_SECONDS) || 20;
const CONNECTIONS = 200;

/** What this test gives autocannon and reads back (tests/bench/autocannon.d.ts declares only a single-URL run). */
interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request) => Request;
}
interface MixedRun {
  url: string;
  connections: number;
  duration: number;
  /** Seconds without an answer before a request counts as a timeout. */
  timeout: number;
  requests: Request[];
}
interface MixedResult {
  requests: { total: number };
  latency: { p99: number };
  '2xx': number;
  '4xx': number;
  '5xx': number;
  errors: number;
  timeouts: number;
}
const runLoad = autocannon as unknown as (options: MixedRun) => Promise<MixedResult>;

/** Resident memory of the server process, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function workload(tokens: { admin: string; offeror: string }, ids: { offer: string; category: string }): Request[] {
  let sequence = 0;
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  return [
    { path: '/api/v1/offers?q=wozek' },
    { path: `/api/v1/offers?category=wypozyczalnia-sprzetu&sort=newest&page=1` },
    { path: `/api/v1/offers/${ids.offer}` },
    { path: '/api/v1/blog-posts' },
    { path: '/api/v1/categories' },
    { path: '/api/v1/admin/offers?range=[0,24]', headers: { authorization: `Bearer ${tokens.admin}` } },
    {
      method: 'POST',
      path: '/api/v1/admin/categories',
      headers: json(tokens.admin),
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ name: 'Obciążenie', slug: `obciazenie-${process.pid}-${(sequence += 1)}` }),
      }),
    },
    {
      method: 'POST',
      path: '/api/offers/',
      headers: json(tokens.offeror),
      body: JSON.stringify({
        title: 'Oferta z testu obciążenia',
        short_description: 'Krótki opis oferty z testu.',
        description: 'Długi opis oferty z testu obciążenia, który ma więcej niż pięćdziesiąt znaków.',
        category_id: ids.category,
        contact_email: 'obciazenie@example.pl',
        status: 'pending_approval',
      }),
    },
    {
      method: 'PUT',
      path: '/api/v1/users/profile',
      headers: json(tokens.offeror),
      body: JSON.stringify({ full_name: 'Katarzyna Zielińska', organization_name: 'Fundacja Sprawni Razem' }),
    },
  ];
}

describe.each(engines())('load on %s', (engine) => {
  let target: Target;
  let server: RunningServer;
  beforeAll(async () => {
    target = await freshTarget(engine);
    await prepareTarget(target, { demo: true });
    server = await spawnServer(target);
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await target.drop();
  });

  it(`answers ${CONNECTIONS} connections for ${SECONDS} s without a 5xx, and its memory levels off`, async () => {
    const admin = await signIn(server);
    const offeror = await signIn(server, { email: DEMO_ACCOUNTS.offeror.email, password: DEMO_PASSWORD });
    const search = (await (await fetch(`${server.url}/api/v1/offers?q=wozek`)).json()) as {
      items: { id: string; category_id: string }[];
    };
    const ids = { offer: search.items[0].id, category: search.items[0].category_id };

    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(server.child.pid!)), 500);
    const result = await runLoad({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: workload({ admin, offeror }, ids),
    });
    clearInterval(sampler);

    const summary = {
      requests: result.requests.total,
      '2xx': result['2xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      p99: result.latency.p99,
    };
    console.log(`load on ${engine}: ${JSON.stringify(summary)}; RSS MB ${samples.map(Math.round).join(' ')}`);
    // A failed answer names its cause: the server's error log lines, not only a count.
    expect(summary, server.errorLog().join('\n')).toMatchObject({ '4xx': 0, '5xx': 0, errors: 0, timeouts: 0 });
    expect(result['2xx']).toBeGreaterThan(SECONDS * 10);

    // Warm-up (JIT, caches, the first pages of the database) fills the first half; the second half must not keep growing.
    const half = samples.slice(Math.floor(samples.length / 2));
    const [early, late] = [half.slice(0, Math.floor(half.length / 2)), half.slice(Math.floor(half.length / 2))];
    expect(average(late), `RSS ${average(early).toFixed(0)} → ${average(late).toFixed(0)} MB`).toBeLessThan(
      average(early) * 1.15 + 30,
    );
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });
});
