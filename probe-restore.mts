import { openDatabase } from './server/db/index.ts';
import { restoreDump } from './scripts/sqlDump.ts';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
const d = await openDatabase({ dataDir: '/tmp/sec/pgr', databaseUrl: process.env.DATABASE_URL });
console.log('opened'); await d.migrate(); console.log('migrated');
const lines = createInterface({ input: createReadStream('/tmp/sec/dump.sql', 'utf8'), crlfDelay: Infinity });
const n = await restoreDump(d.db, (async function* () { for await (const l of lines) { console.log('line', l.slice(0, 40)); yield l; } })());
console.log('restored', n); await d.close(); console.log('closed');
