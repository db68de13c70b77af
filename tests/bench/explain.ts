import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { loadConfig, withJwtSecret } from '../../server/config.js';
import { openPglite, SESSION_OPTIONS, type Db } from '../../server/db/index.js';
import * as schema from '../../server/db/schema.js';
import { prepareDatabase } from './database.js';
import { benchEndpoints } from './endpoints.js';
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD } from './seedBench.js';
import { BUDGET } from '../../server/search/retrieval.js';

/**
 * `npm run bench:explain -- [--offers 100000]`: sends each benchmark request once through the real app, records
 * every SELECT it ran, and prints EXPLAIN ANALYZE of each, flagging any sequential scan of a large table and, in the
 * public searches, any read of more than LARGE_READ rows or index entries (a search's work must not grow
 * with the number of offers it matches). Writes bench/explain-<engine>-<offers>.txt. Seeds the database first when it
 * does not exist yet (same as `npm run bench`).
 */
const { values } = parseArgs({ options: { offers: { type: 'string', default: '100000' }, label: { type: 'string' } } });
const offers = Number(values.offers);
const SMALL_TABLES = ['categories', 'search_synonyms', 'search_stats', 'places'];
/** A sequential scan that reads fewer rows than this (an empty side table, a table read once per process) is no cost. */
const SEQ_SCAN_ROWS = 1000;
/** Five times the candidate budget of a text search and the 1001 offers an exact count reads at most. */
const LARGE_READ = 5 * BUDGET;
/** The reads that grow with the offers a search matches; the sample (Sample Scan) reads a fixed number of pages. */
const SCAN = /(Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan|Bitmap Heap Scan)\b/;

/** Rows a scan node returned plus those its filter removed, over all loops: what it actually read. */
function rowsRead(plan: string[], index: number): number {
  const [, rows = '0', loops = '1'] = /rows=(\d+) loops=(\d+)/.exec(plan[index]) ?? [];
  const nextNode = plan.findIndex((line, at) => at > index && line.includes('->'));
  const details = plan.slice(index + 1, nextNode === -1 ? undefined : nextNode).join('\n');
  const removed = /Rows Removed by Filter: (\d+)/.exec(details)?.[1] ?? '0';
  return (Number(rows) + Number(removed)) * Number(loops);
}

const database = await prepareDatabase(offers, true, values.label);
const statements = new Map<string, unknown[]>();
const logger = { logQuery: (query: string, params: unknown[]) => void (statements.has(query) || statements.set(query, params)) };

let run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
let db: Db;
let close: () => Promise<unknown>;
if (database.kind === 'postgres') {
  // The server's session settings, so the plans are the ones it runs.
  const pool = new pg.Pool({ connectionString: database.serverEnv.DATABASE_URL, max: 4, options: SESSION_OPTIONS });
  db = drizzlePg({ client: pool, schema, logger });
  run = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
} else {
  const client = await openPglite(database.serverEnv.DATA_DIR);
  db = drizzlePglite({ client, schema, logger });
  run = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  close = () => client.close();
}

const config = withJwtSecret(loadConfig({ ...process.env, ...database.serverEnv, JWT_SECRET: 'explain-secret-explain-secret-explain-secret', SEARCH_CACHE_SECONDS: '0' }));
const app = await buildApp({ config, db });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD } });
const { token } = login.json<{ token: string }>();
const { items } = (await app.inject({ url: '/api/v1/offers?per_page=1' })).json<{ items: { id: string }[] }>();

const report: string[] = [`${database.describe}, ${offers} offers`];
const seqScans: string[] = [];
const largeReads: string[] = [];
for (const endpoint of benchEndpoints(items[0].id)) {
  statements.clear();
  const response = await app.inject({ url: endpoint.path, headers: endpoint.admin ? { authorization: `Bearer ${token}` } : {} });
  report.push('', `## ${endpoint.name}: GET ${decodeURIComponent(endpoint.path)} → ${response.statusCode}`);
  for (const [query, params] of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const plan = (await run(`explain (analyze, costs off) ${query}`, params)).map((row) => String(Object.values(row)[0]));
    report.push('', `${query.length > 240 ? `${query.slice(0, 240)}…` : query}`, ...plan.map((line) => `    ${line}`));
    plan.forEach((line, index) => {
      const table = /Seq Scan on (\w+)/.exec(line)?.[1];
      if (table && !SMALL_TABLES.includes(table) && rowsRead(plan, index) > SEQ_SCAN_ROWS) seqScans.push(`${endpoint.name}: ${line.trim()} – ${rowsRead(plan, index)} rows read`);
      if (endpoint.name.startsWith('search') && SCAN.test(line) && rowsRead(plan, index) > LARGE_READ)
        largeReads.push(`${endpoint.name}: ${line.trim()} – ${rowsRead(plan, index)} rows read`);
    });
  }
}
report.push('', seqScans.length ? `Sequential scans of large tables:\n${seqScans.join('\n')}` : 'No sequential scan of a large table: every query reads through an index.');
report.push(
  '',
  largeReads.length
    ? `Reads of more than ${LARGE_READ} rows or index entries in the searches:\n${largeReads.join('\n')}`
    : `No read of more than ${LARGE_READ} rows or index entries in the searches: their work does not grow with the offers they match.`,
);
await app.close();
await close();
const explainFile = `bench/explain-${database.kind}-${offers}.txt`;
writeFileSync(explainFile, `${report.join('\n')}\n`);
console.log(report.join('\n'));
