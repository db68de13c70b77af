import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './database.js';
import { startFloor } from './floor.js';
import { formatTable, measure, type EndpointResult, type LoadOptions } from './load.js';
import { benchAdminToken } from './seedBench.js';
import { benchEndpoints, saveOfferBody, SEARCHES, TEXT_QUERY } from './endpoints.js';
import { startServer } from './server.js';
import { runLighthouse, type LighthouseSummary } from './lighthouse.js';
import { measureReference, type ReferenceResult } from './reference.js';
import { checkTargets, formatTargets } from './targets.js';

/**
 * `npm run bench -- [--offers 100000] [--duration 10] [--warmup 3] [--connections 32] [--admin-connections 4] [--reuse] [--skip-lighthouse] [--skip-reference]`
 * Seeds (or reuses) a database of the given size, loads the real server and the floor with autocannon, measures the
 * reference (MiniSearch in process over the same rows), prints the table and the performance targets of docs/wydajnosc.md (met or not) and
 * writes bench/results-<engine>-<offers>.json. The back office is loaded with fewer connections than the
 * public site: it serves a handful of moderators, not the visitors of the whole country.
 */
const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    'admin-connections': { type: 'string', default: '4' },
    reuse: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-reference': { type: 'boolean', default: false },
    label: { type: 'string' },
  },
});
const offers = Number(values.offers);
const load: LoadOptions = { connections: Number(values.connections), durationSeconds: Number(values.duration), warmupSeconds: Number(values.warmup) };
const adminLoad: LoadOptions = { ...load, connections: Number(values['admin-connections']) };

/** Throughput as a share of the floor's; none when the floor answered nothing in the run (too slow at this size). */
const ratio = (result: EndpointResult, floor: EndpointResult) => (floor.requestsPerSecond > 0 ? result.requestsPerSecond / floor.requestsPerSecond : undefined);

// The machine may be shared: the load average says how busy it was besides this run.
const startLoad = loadavg();
const database = await prepareDatabase(offers, values.reuse, values.label);
const server = await startServer(database.serverEnv);
const token = await benchAdminToken(server.url);
const { items } = (await (await fetch(`${server.url}/api/v1/offers?per_page=1`)).json()) as { items: { id: string }[] };

const endpoints = benchEndpoints(items[0].id);
const hotReads = endpoints.filter((endpoint) => endpoint.hot);
const results: EndpointResult[] = [];
for (const endpoint of endpoints) {
  results.push(
    endpoint.admin
      ? await measure(endpoint.name, server.url, endpoint.path, adminLoad, { authorization: `Bearer ${token}` })
      : await measure(endpoint.name, server.url, endpoint.path, load),
  );
}

const offer = (await (await fetch(`${server.url}/api/v1/offers/${items[0].id}`)).json()) as { category_id: string | null };
results.push(
  await measure('save offer (PUT, analysed)', server.url, `/api/offers/${items[0].id}`, { ...load, connections: 1 }, { authorization: `Bearer ${token}` }, { method: 'PUT', body: saveOfferBody(offer) }),
);

let lighthouse: LighthouseSummary[] = [];
if (!values['skip-lighthouse']) lighthouse = await runLighthouse(server.url, items[0].id);
await server.stop();

// The same search without the result cache: every request runs its SQL, as the floor does; alone (1 connection:
// the latency of one search) and under load. The hot reads again too: the same cache serves them.
const uncached = await startServer({ ...database.serverEnv, SEARCH_CACHE_SECONDS: '0' });
const single = { ...load, connections: 1 };
const uncachedSingle: EndpointResult[] = [];
for (const search of SEARCHES) uncachedSingle.push(await measure(`${search.name}, no cache, 1 connection`, uncached.url, search.path, single));
const uncachedLoaded: EndpointResult[] = [];
for (const search of SEARCHES) uncachedLoaded.push(await measure(`${search.name}, no cache`, uncached.url, search.path, load));
const uncachedHot: EndpointResult[] = [];
for (const endpoint of hotReads) uncachedHot.push(await measure(`${endpoint.name}, no cache`, uncached.url, endpoint.path, load));
await uncached.stop();

// The floor runs after the server has stopped, on the same database (PGlite allows one process at a time).
const connection = await database.openRaw();
const floor = await startFloor(connection);
const floors: EndpointResult[] = [];
for (const search of SEARCHES) floors.push(await measure(`floor: ${search.name}`, floor.url, search.path, load));
floor.server.close();
let reference: ReferenceResult | undefined;
if (!values['skip-reference']) reference = await measureReference(connection, TEXT_QUERY, load);
await connection.close();
SEARCHES.forEach((_, index) => {
  results[index].ratioToFloor = ratio(results[index], floors[index]);
  uncachedLoaded[index].ratioToFloor = ratio(uncachedLoaded[index], floors[index]);
});
results.push(...uncachedSingle, ...uncachedLoaded, ...uncachedHot, ...floors);
const targets = checkTargets({
  engine: database.kind,
  offers,
  results: new Map(results.map((result) => [result.name, result])),
  reference,
  hotReads: hotReads.map((endpoint) => endpoint.name),
});

console.log(
  `\n${database.describe}, ${offers} offers, ${load.connections} connections (admin: ${adminLoad.connections}), ${load.durationSeconds} s per endpoint, ` +
    `load average at the start ${startLoad.map((value) => value.toFixed(1)).join(' / ')}, at the end ${loadavg().map((value) => value.toFixed(1)).join(' / ')} (1/5/15 min)\n`,
);
console.log(formatTable(results));
if (reference)
  console.log(
    `\n${reference.name}, '${reference.query}' over ${reference.offers} public offers (built in ${reference.buildSeconds} s): ` +
      `${reference.queriesPerSecond} queries/s, p50 ${reference.p50} ms, p95 ${reference.p95} ms, p99 ${reference.p99} ms`,
  );
console.log(`\nCele:\n${formatTargets(targets)}`);
if (lighthouse.length) {
  console.log('\nLighthouse (mobile, median of 3):');
  for (const page of lighthouse) {
    console.log(`  ${page.page.padEnd(8)} performance ${page.performance}  accessibility ${page.accessibility}  best practices ${page.bestPractices}  SEO ${page.seo}`);
    console.log(`           ${Object.entries(page.metrics).map(([metric, value]) => `${metric} ${value}`).join(', ')}`);
  }
}
// One file per engine and size, so the figures of every configuration stay side by side.
const resultsFile = `bench/results-${database.kind}-${offers}.json`;
mkdirSync('bench', { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: { start: startLoad, end: loadavg() }, database: database.kind, offers, load, adminLoad, endpoints: results, reference, targets, lighthouse }, null, 2)}\n`,
);
console.log(`\nwritten to ${resultsFile}`);
