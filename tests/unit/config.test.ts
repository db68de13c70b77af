import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withJwtSecret } from '../../server/config.js';

const SECRET = { JWT_SECRET: 'x'.repeat(40) };

describe('the environment (server/config.ts)', () => {
  it('applies the README defaults to unset and empty variables', () => {
    const config = loadConfig({ ...SECRET, PORT: '' });
    expect(config).toMatchObject({ port: 3000, dbPoolSize: 10, tokenTtlSeconds: 1800, sessionMaxSeconds: 43_200 });
    expect(config).toMatchObject({ searchCacheSeconds: 10, logLevel: 'info', trustProxy: false });
    expect(loadConfig({ ...SECRET, PORT: '8080', SEARCH_CACHE_SECONDS: '0', TRUST_PROXY: '1' })).toMatchObject({
      port: 8080,
      searchCacheSeconds: 0,
      trustProxy: 1,
    });
  });

  it('waits SHUTDOWN_GRACE_SECONDS after a stop signal: 10 s with PostgreSQL, none on the one-process PGlite', () => {
    expect(loadConfig({ ...SECRET }).shutdownGraceSeconds).toBe(0);
    expect(loadConfig({ ...SECRET, DATABASE_URL: 'postgres://portal@db.example/portal' }).shutdownGraceSeconds).toBe(
      10,
    );
    expect(loadConfig({ ...SECRET, SHUTDOWN_GRACE_SECONDS: '3' }).shutdownGraceSeconds).toBe(3);
    expect(
      loadConfig({ ...SECRET, DATABASE_URL: 'postgres://portal@db.example/portal', SHUTDOWN_GRACE_SECONDS: '0' })
        .shutdownGraceSeconds,
    ).toBe(0);
  });

  it.each([
    ['PORT', 'abc', 'oczekiwano liczby całkowitej od 1 do 65535'],
    ['PORT', '70000', 'oczekiwano liczby całkowitej od 1 do 65535'],
    ['DB_POOL_SIZE', '0', 'oczekiwano liczby całkowitej od 1 do 1000'],
    ['TOKEN_TTL_SECONDS', '1.5', 'oczekiwano liczby całkowitej'],
    ['SESSION_MAX_SECONDS', 'dużo', 'oczekiwano liczby całkowitej'],
    ['LOG_LEVEL', 'loud', 'oczekiwano jednego z: fatal, error, warn, info, debug'],
    ['TRUST_PROXY', 'yes', 'podaj liczbę serwerów proxy przed portalem'],
    ['REQUEST_TIMEOUT_SECONDS', '0', 'oczekiwano liczby całkowitej od 1 do 3600'],
    ['SHUTDOWN_GRACE_SECONDS', '-1', 'oczekiwano liczby całkowitej od 0 do 3600'],
    ['SHUTDOWN_GRACE_SECONDS', 'chwila', 'oczekiwano liczby całkowitej od 0 do 3600'],
  ])('refuses %s=%s with a Polish message naming the variable', (name, value, expected) => {
    const load = () => loadConfig({ ...SECRET, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Niepoprawna zmienna środowiskowa ${name}=„${value}”: ${expected}`);
  });

  it('stops the start of the server with that message and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...SECRET, PORT: 'abc', DATA_DIR: '/nonexistent-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Niepoprawna zmienna środowiskowa PORT=„abc”');
  }, 70_000);

  it('reads the environment without writing anything; the start-up step keeps the embedded secret', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-config-')), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret).toBeUndefined();
    expect(existsSync(dataDir)).toBe(false);

    const started = withJwtSecret(config);
    expect(started.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(started.jwtSecret);
    expect(withJwtSecret(loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(started.jwtSecret);
  });

  it('asks for JWT_SECRET only when a server on PostgreSQL starts, not when a command reads the environment', () => {
    const env = { DATABASE_URL: 'postgres://portal@db.example/portal' };
    expect(loadConfig(env).databaseUrl).toBe(env.DATABASE_URL);
    expect(() => withJwtSecret(loadConfig(env))).toThrow(
      new ConfigError('JWT_SECRET jest wymagany, gdy ustawiono DATABASE_URL (serwer PostgreSQL).'),
    );
  });
});
