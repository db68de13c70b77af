import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

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

  it.each([
    ['PORT', 'abc', 'oczekiwano liczby całkowitej od 1 do 65535'],
    ['PORT', '70000', 'oczekiwano liczby całkowitej od 1 do 65535'],
    ['DB_POOL_SIZE', '0', 'oczekiwano liczby całkowitej od 1 do 1000'],
    ['TOKEN_TTL_SECONDS', '1.5', 'oczekiwano liczby całkowitej'],
    ['SESSION_MAX_SECONDS', 'dużo', 'oczekiwano liczby całkowitej'],
    ['LOG_LEVEL', 'loud', 'oczekiwano jednego z: fatal, error, warn, info, debug'],
    ['TRUST_PROXY', 'yes', 'podaj liczbę serwerów proxy przed portalem'],
    ['REQUEST_TIMEOUT_SECONDS', '0', 'oczekiwano liczby całkowitej od 1 do 3600'],
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
});
