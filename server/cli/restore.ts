import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withDatabase, CliError } from './database.js';
import { checkHeader, linesOf, restoreDump, RestoreRefused } from './sqlDump.js';

const USAGE = 'Użycie: npm run restore -- --in plik.sql';

function inputFile(argv: string[]): string {
  let input: string | undefined;
  try {
    input = parseArgs({ args: argv, options: { in: { type: 'string' } }, strict: true }).values.in;
  } catch {
    throw new CliError(`Nieznana lub niepełna opcja.\n${USAGE}`);
  }
  if (!input) throw new CliError(`Podaj plik kopii.\n${USAGE}`);
  const file = path.resolve(input);
  if (!existsSync(file)) throw new CliError(`Nie ma pliku ${file}.`);
  return file;
}

/** The comment lines the dump starts with. */
async function headerOf(file: string): Promise<string[]> {
  const header: string[] = [];
  const lines = linesOf(file);
  for await (const line of lines) {
    if (!line.startsWith('--')) break;
    header.push(line);
  }
  lines.close();
  return header;
}

/** Loads a dump of `npm run backup` into an empty database (migrated first); anything else is refused, nothing is written. */
async function main(): Promise<void> {
  const file = inputFile(process.argv.slice(2));
  try {
    checkHeader(await headerOf(file));
    await withDatabase('restore', async (db, where) => {
      const statements = await restoreDump(db, file);
      console.log(`Przywrócono dane z ${file} (${where}): ${statements} poleceń INSERT.`);
    });
  } catch (error) {
    throw error instanceof RestoreRefused ? new CliError(error.message) : error;
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof CliError ? error.message : `Nie udało się przywrócić kopii: ${(error as Error).message}`,
  );
  process.exitCode = 1;
});
