import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort.js';
import { freshTarget, prepareTarget, spawnServer, type Target } from './support.js';

/**
 * Each way a start can fail on its database or port ends the process with exit code 1 and exactly one Polish line on
 * stderr that names the setting and the fix; the stack trace appears only with LOG_LEVEL=debug.
 */
const postgresUrl = process.env.DATABASE_URL;

async function failedStart(target: Target, env: Record<string, string>) {
  const server = await spawnServer(target, env);
  const code = await server.exited;
  return { code, stderr: server.stderr().trim() };
}

describe('a start that cannot reach its database or port', () => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget('pglite');
  });
  afterAll(() => target.drop());

  it('a malformed DATABASE_URL: names the variable and the expected shape, without the password', async () => {
    expect(await failedStart(target, { DATABASE_URL: 'postgres//portal:tajne-haslo@localhost/portal' })).toEqual({
      code: 1,
      stderr:
        'Niepoprawna zmienna środowiskowa DATABASE_URL=„postgres//portal:***@localhost/portal”: oczekiwano adresu postgres://użytkownik:hasło@host:5432/baza.',
    });
  });

  it('an unreachable database server', async () => {
    const port = await freePort();
    expect(await failedStart(target, { DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal` })).toEqual({
      code: 1,
      stderr: `Nie można połączyć się z bazą danych: serwer 127.0.0.1:${port} z DATABASE_URL odmawia połączenia. Sprawdź, czy PostgreSQL działa i czy host i port w DATABASE_URL są poprawne.`,
    });
  });

  it('shows the stack trace as well with LOG_LEVEL=debug', async () => {
    const port = await freePort();
    const { code, stderr } = await failedStart(target, {
      DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal`,
      LOG_LEVEL: 'debug',
    });
    expect(code).toBe(1);
    expect(stderr.split('\n')[0]).toContain('odmawia połączenia');
    expect(stderr).toMatch(/ECONNREFUSED[\s\S]*\n\s+at /);
  });

  describe('a port in use', () => {
    let holder: Server;
    let port: number;
    beforeAll(async () => {
      await prepareTarget(target);
      port = await freePort();
      holder = createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise((resolve) => holder.close(resolve)));

    it('names PORT and another free one', async () => {
      expect(await failedStart(target, { PORT: String(port) })).toEqual({
        code: 1,
        stderr: `Port ${port} (PORT) jest już zajęty przez inny program. Zatrzymaj tamten program albo ustaw inny PORT, np. PORT=3000.`,
      });
    });
  });
});

describe.skipIf(!postgresUrl)('a start against a PostgreSQL server that refuses it', () => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget('pglite');
  });
  afterAll(() => target.drop());

  const onServer = (change: (url: URL) => void) => {
    const url = new URL(postgresUrl!);
    change(url);
    return { url: url.toString(), server: `${url.hostname}:${url.port || '5432'}` };
  };

  it('a database that does not exist', async () => {
    const { url, server } = onServer((address) => (address.pathname = '/nie_ma_takiej_bazy'));
    expect(await failedStart(target, { DATABASE_URL: url })).toEqual({
      code: 1,
      stderr: `Baza danych „nie_ma_takiej_bazy” z DATABASE_URL nie istnieje na serwerze ${server}. Utwórz ją (np. createdb nie_ma_takiej_bazy) albo popraw nazwę bazy w DATABASE_URL.`,
    });
  });

  it('a user the server does not let in', async () => {
    const { url, server } = onServer((address) => {
      address.username = 'nie_ma_takiego_uzytkownika';
      address.password = 'zle-haslo';
    });
    expect(await failedStart(target, { DATABASE_URL: url })).toEqual({
      code: 1,
      stderr: `Serwer PostgreSQL ${server} nie wpuścił użytkownika „nie_ma_takiego_uzytkownika” z DATABASE_URL (zły użytkownik lub hasło albo brak dostępu w pg_hba.conf). Popraw użytkownika i hasło w DATABASE_URL.`,
    });
  });
});
