import { parseArgs } from 'node:util';
import { loadConfig, withJwtSecret } from '../config.js';
import { sendDueDigests } from '../savedSearches/digest.js';
import { digestRunReport } from '../savedSearches/digestReport.js';
import { CliError, withDatabase } from './database.js';

const USAGE = 'Użycie: npm run alerts [-- --now]';

function readArguments(argv: string[]): { now: boolean } {
  try {
    const { values } = parseArgs({ args: argv, options: { now: { type: 'boolean', default: false } }, strict: true });
    return { now: values.now };
  } catch {
    throw new CliError(`Nieznana opcja.\n${USAGE}`);
  }
}

/**
 * Runs the digests of the alerts for new offers once, by hand (docs/powiadomienia.md): the due ones as the hourly
 * job would, or with `--now` every confirmed alert at once, whatever the hour and its last digest. The digests go
 * into the outbox, never twice; a running server (or the next one started) delivers them.
 */
async function main(): Promise<void> {
  const { now } = readArguments(process.argv.slice(2));
  await withDatabase('alerts', async (db, where) => {
    const config = withJwtSecret(loadConfig());
    const outcome = await sendDueDigests(db, config, { now: new Date(), force: now });
    console.log(
      `Sprawdzono powiadomienia (${where}): ${outcome.checked}; zestawienia w kolejce do wysyłki: ${outcome.sent}.`,
    );
    console.log(digestRunReport(outcome, { force: now }));
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof CliError ? error.message : `Nie udało się wysłać powiadomień: ${(error as Error).message}`,
  );
  process.exitCode = 1;
});
