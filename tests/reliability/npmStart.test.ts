import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/dataDirLock.js';
import { buildServer } from '../../scripts/serverBuild.js';
import { freshTarget, prepareTarget, spawnServer, type RunningServer, type Target } from './support.js';

/**
 * `npm start` as a process manager, `docker stop` or a terminal runs it: the signal goes to npm's own pid. The
 * script execs node on the compiled server, so npm's child is the server itself and npm hands it the signal.
 * `--ignore-scripts` leaves out the prestart build check (the server is compiled in beforeAll; the pages are not
 * needed here).
 */
const NPM_START = ['npm', 'start', '--ignore-scripts', '--silent'];
const GRACE_SECONDS = 2;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const parentOf = (pid: number) => Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }));
const lockOwner = (target: Target) => Number(readFileSync(path.join(target.dataDir, 'server.lock'), 'utf8'));

describe('npm start', () => {
  let target: Target;
  beforeAll(async () => {
    await buildServer();
    target = await freshTarget('pglite');
    await prepareTarget(target);
  });
  afterAll(() => target.drop());

  const startWithNpm = (): Promise<RunningServer> =>
    spawnServer(target, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) }, { command: NPM_START, detached: true });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'runs node on the compiled server, and %s to npm ends it within the grace period and frees the data folder',
    async (signal) => {
      const npm = await startWithNpm();
      expect(npm.child.exitCode, npm.stderr()).toBeNull();
      const server = lockOwner(target);
      expect(parentOf(server)).toBe(npm.child.pid);
      const command = execFileSync('ps', ['-o', 'args=', '-p', String(server)], { encoding: 'utf8' });
      expect(command).toMatch(/^node .*dist-server\/server\/main\.js/);
      expect(command).not.toMatch(/tsx/);

      const signalled = Date.now();
      npm.child.kill(signal);
      expect(await npm.exited).toBe(0);
      const seconds = (Date.now() - signalled) / 1000;
      expect(alive(server)).toBe(false);
      expect(seconds).toBeGreaterThanOrEqual(GRACE_SECONDS);
      expect(seconds).toBeLessThan(GRACE_SECONDS + 5);
      lockDataDir(target.dataDir)();
    },
  );

  it('ends at once on a second signal during the grace period', async () => {
    const server = await spawnServer(
      target,
      { SHUTDOWN_GRACE_SECONDS: '300' },
      { command: [process.execPath, 'dist-server/server/main.js'] },
    );
    server.child.kill('SIGTERM');
    for (let waited = 0; waited < 5000; waited += 100) {
      const ready = await fetch(`${server.url}/api/health/ready`);
      if (ready.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(503);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(143);
    expect(Date.now() - signalled).toBeLessThan(5000);
    lockDataDir(target.dataDir)();
  });

  it('starts again at once after kill -9 of its whole process group', async () => {
    const npm = await startWithNpm();
    const server = lockOwner(target);
    process.kill(-npm.child.pid!, 'SIGKILL');
    expect(await npm.exited).toBe('SIGKILL');

    const restarted = await startWithNpm();
    expect(restarted.child.exitCode, restarted.stderr()).toBeNull();
    expect(lockOwner(target)).not.toBe(server);
    expect((await fetch(`${restarted.url}/api/health/ready`)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});
