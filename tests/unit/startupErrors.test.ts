import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { databaseStartError, listenStartError, unknownStartError } from '../../server/lifecycle/startupErrors.js';

/** The start-up lines the real-process test (tests/reliability/startupErrors.test.ts) cannot provoke on this machine. */
const failure = (code: string, message = code) => Object.assign(new Error(message), { code });
const URL = 'postgres://portal:haslo@db.example.pl:6432/portal';

describe('start-up errors in Polish', () => {
  it('names the host of DATABASE_URL that does not resolve', () => {
    expect(databaseStartError(failure('ENOTFOUND'), URL)).toBe(
      'Nie można połączyć się z bazą danych: nie znaleziono hosta „db.example.pl” z DATABASE_URL. Popraw nazwę hosta w DATABASE_URL (postgres://użytkownik:hasło@host:5432/baza).',
    );
  });

  it.each([
    failure('ETIMEDOUT'),
    failure('EHOSTUNREACH'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated due to connection timeout'),
  ])('says the database server does not answer (%s)', (error) => {
    expect(databaseStartError(error, URL)).toBe(
      'Nie można połączyć się z bazą danych: serwer db.example.pl:6432 z DATABASE_URL nie odpowiada. Sprawdź adres w DATABASE_URL, zaporę sieciową i czy PostgreSQL działa.',
    );
  });

  it('reads the SQLSTATE through a wrapped cause and never quotes the password', () => {
    const wrapped = Object.assign(new Error('Failed query'), { cause: failure('28P01') });
    const line = databaseStartError(wrapped, URL);
    expect(line).toContain('nie wpuścił użytkownika „portal” z DATABASE_URL');
    expect(line).not.toContain('haslo');
  });

  it('leaves an unknown failure to a generic single line', () => {
    expect(databaseStartError(failure('XX000', 'coś innego'), URL)).toBeUndefined();
    expect(unknownStartError(new Error('coś innego'))).toBe('Nie udało się uruchomić serwera: coś innego');
  });

  it('names PORT or HOST when the server cannot listen', () => {
    expect(listenStartError(failure('EACCES'), { host: '0.0.0.0', port: 80 })).toBe(
      'Brak uprawnień do portu 80 (PORT): porty poniżej 1024 wymagają uprawnień administratora. Ustaw PORT powyżej 1023 (np. 3000) i przekieruj ruch z serwera proxy.',
    );
    expect(listenStartError(failure('EADDRNOTAVAIL'), { host: '10.1.2.3', port: 3000 })).toBe(
      'Adres 10.1.2.3 (HOST) nie należy do tego komputera. Ustaw HOST=0.0.0.0 (wszystkie adresy) albo adres jednej z jego sieci.',
    );
    expect(listenStartError(failure('EADDRINUSE'), { host: '0.0.0.0', port: 3000 })).toContain('np. PORT=3001');
  });

  it.each(['postgresql://portal@db/portal', 'postgres:///portal?host=/var/run/postgresql', URL])(
    'accepts DATABASE_URL=%s',
    (value) => {
      expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(value);
    },
  );

  it.each(['mysql://portal@db/portal', 'db.example.pl:5432/portal', 'postgres:///portal'])(
    'refuses DATABASE_URL=%s',
    (value) => {
      expect(() => loadConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    },
  );
});
