import { ConfigError, loadConfig, withJwtSecret, type AppConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/index.js';
import { ensureBaseData } from './db/baseData.js';
import { lockDataDir } from './db/dataDirLock.js';
import { seedDemoContent } from './db/seedDemo.js';
import { DEMO_PASSWORD } from './db/demoAccounts.js';
import { SearchCache, type SerializedSearch } from './offers/searchCache.js';
import { indexUnanalysed } from './search/indexing.js';

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
const database = await openDatabase(config);
await database.migrate();
await ensureBaseData(database.db);
const demoAccounts = config.seedDemo ? await seedDemoContent(database.db) : [];
// Rows written by SQL (an earlier release, a restored copy, the benchmark's seed) get their Polish lexemes here.
const analysed = await indexUnanalysed(database.db);

const searchCache = new SearchCache<SerializedSearch>(config.searchCacheSeconds * 1000);
const app = await buildApp({ config, db: database.db, logger: true, searchCache });
if (analysed.offers || analysed.articles) app.log.info(analysed, 'wyszukiwarka: przeanalizowano teksty');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'zamykanie serwera');
  // close() waits for in-flight requests and the jobs under way before the database goes away.
  await app.close().catch((error) => app.log.error(error));
  await database.close().catch((error) => app.log.error(error));
  unlock();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.jobs.start();
const base = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\nPortal działa: ${base}  (panel administracyjny: ${base}/admin, API: ${base}/api/docs)`);
console.log(`Baza danych: ${database.kind === 'pglite' ? `PGlite w ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
if (demoAccounts.length) {
  console.log(`\nKonta demonstracyjne (hasło dla wszystkich: ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(11)} ${account.email}`);
}
