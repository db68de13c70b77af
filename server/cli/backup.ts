import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withDatabase, CliError } from './database.js';
import { writeDump } from './sqlDump.js';

const USAGE = 'Użycie: npm run backup [-- --out plik.sql]';

function outputFile(argv: string[]): string {
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
    return path.resolve(values.out ?? `kopia-portalu-${stamp}.sql`);
  } catch {
    throw new CliError(`Nieznana lub niepełna opcja.\n${USAGE}`);
  }
}

/** The dump is written beside its target and renamed at the end, so an interrupted backup never looks complete. */
async function main(): Promise<void> {
  const target = outputFile(process.argv.slice(2));
  const partial = `${target}.czesciowa`;
  await withDatabase('backup', async (db, where) => {
    const fd = openSync(partial, 'w', 0o600);
    try {
      const { tables, rows } = await writeDump(db, (line) => writeSync(fd, `${line}\n`));
      closeSync(fd);
      renameSync(partial, target);
      console.log(`Zapisano kopię danych (${where}): ${target} – ${rows} wierszy z ${tables} tabel.`);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : `Nie udało się zapisać kopii: ${(error as Error).message}`);
  process.exitCode = 1;
});
