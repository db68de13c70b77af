import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, withJwtSecret, type AppConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/index.js';
import { ensureBaseData } from './db/baseData.js';
import { lockDataDir } from './db/dataDirLock.js';
import { seedDemoContent } from './db/seedDemo.js';
import { DEMO_PASSWORD } from './db/demoAccounts.js';
import { startBackgroundAnalysis } from './search/backgroundAnalysis.js';
import { createLifecycle } from './lifecycle/lifecycle.js';
import { databaseStartError, listenStartError, unknownStartError } from './lifecycle/startupErrors.js';

/** A bad environment stops the start with its Polish message (naming the variable), not with a stack trace. */
function configOrExit(): AppConfig {
  try {
    return withJwtSecret(loadConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = configOrExit();
/** PGlite serves one process: a second server on the same DATA_DIR stops here with the reason, not a stack trace. */
function lockEmbeddedDatabase(): () => void {
  if (config.databaseUrl) return () => undefined;
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const unlock = lockEmbeddedDatabase();

/** One Polish line and exit code 1; the stack trace only with LOG_LEVEL=debug or trace. */
function stopStart(error: unknown, line: string | undefined): never {
  console.error(line ?? unknownStartError(error));
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  process.exit(1);
}
const databaseFailure = (error: unknown) =>
  stopStart(error, config.databaseUrl ? databaseStartError(error, config.databaseUrl) : undefined);

// The app's logger exists only once the database is open and migrated.
const logs: { to?: FastifyBaseLogger } = {};
const database = await openDatabase({
  ...config,
  onConnectionError: (error) => logs.to?.warn({ err: error }, 'połączenie z bazą danych zerwane; pula otworzy nowe'),
}).catch(databaseFailure);
// Under the schema lock: servers starting together on an empty database migrate and seed it once.
const demoAccounts = await database
  .prepare(async (db) => {
    await ensureBaseData(db);
    return config.seedDemo ? seedDemoContent(db) : [];
  })
  .catch(databaseFailure);

const lifecycle = createLifecycle();
const app = await buildApp({ config, db: database.db, logger: true, lifecycle });
logs.to = app.log;
// Rows written by SQL (an earlier release, a restored copy, the benchmark's seed) or by an older version of the
// analysis get their Polish lexemes in the background, batch after batch: the server starts listening at once.
const analysis = startBackgroundAnalysis(database.db, {
  onBatch: (progress) => app.log.debug(progress, 'wyszukiwarka: analiza tekstów w tle'),
  onError: (error) => app.log.error(error, 'wyszukiwarka: analiza tekstów w tle nie powiodła się, ponowię próbę'),
});
void analysis.done.then(
  (done) => (done.offers || done.articles) && app.log.info(done, 'wyszukiwarka: przeanalizowano teksty'),
);
lifecycle.register('analiza tekstów w tle', analysis.stop);
// Scheduled and queued work (server/jobs): as draining begins it claims nothing new and finishes the runs in flight.
lifecycle.register('zadania w tle', () => app.jobs.stop());

/** A second signal ends the process at once, with the code a shell gives a process the signal killed. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
let stopping = false;

/**
 * The first SIGTERM/SIGINT: readiness turns 503 at once and registered work stops taking new jobs; requests are
 * still served for SHUTDOWN_GRACE_SECONDS, so a balancer that polls readiness moves traffic elsewhere first. Then
 * the listener closes, requests and background work in flight finish, the database closes (PGlite checkpoints)
 * and the process exits 0.
 */
async function shutdown(signal: keyof typeof SIGNAL_EXIT_CODES) {
  if (stopping) {
    app.log.warn({ signal }, 'drugi sygnał zatrzymania: serwer kończy pracę natychmiast');
    process.exit(SIGNAL_EXIT_CODES[signal]);
  }
  stopping = true;
  app.log.info(
    { signal, graceSeconds: config.shutdownGraceSeconds },
    'zatrzymywanie serwera: gotowość 503, zapytania obsługiwane jeszcze przez SHUTDOWN_GRACE_SECONDS',
  );
  const workStopped = lifecycle.drain(app.log);
  await sleep(config.shutdownGraceSeconds * 1000);
  // close() stops listening, then waits for requests in flight and for background tasks.
  await app.close().catch((error: unknown) => app.log.error(error));
  await workStopped;
  await database.close().catch((error: unknown) => app.log.error(error));
  unlock();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  stopStart(error, listenStartError(error, config));
});
app.jobs.start();
const base = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\nPortal działa: ${base}  (panel administracyjny: ${base}/admin, API: ${base}/api/docs)`);
console.log(`Baza danych: ${database.kind === 'pglite' ? `PGlite w ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
if (demoAccounts.length) {
  console.log(`\nKonta demonstracyjne (hasło dla wszystkich: ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(11)} ${account.email}`);
}
