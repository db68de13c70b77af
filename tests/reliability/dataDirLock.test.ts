import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/dataDirLock.js';
import { freshTarget, prepareTarget, spawnServer, TSX_SERVER, type RunningServer, type Target } from './support.js';

/**
 * The embedded database's folder lock is an flock the operating system drops with the process: a server killed
 * with kill -9 can be restarted at once, even while nobody has reaped the killed process yet (it is a zombie, as
 * under a container's init that does not reap, or a parent that does not wait).
 */
const processState = (pid: number) => /\)\s+(\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];

const stop = async (server: RunningServer) => {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
};

describe.skipIf(process.platform !== 'linux')('the data folder lock (PGlite)', () => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget('pglite');
    await prepareTarget(target);
  });
  afterAll(() => target.drop());

  it('lets a server restart at once after kill -9, while the killed one is still an unreaped zombie', async () => {
    // sh starts the server in the background, prints its pid and becomes `sleep`, which never waits for children.
    const [node, ...args] = TSX_SERVER;
    const quoted = [node, ...args].map((word) => `'${word}'`).join(' ');
    const parent = await spawnServer(
      target,
      {},
      { command: ['sh', '-c', `${quoted} & echo "pid=$!"; exec sleep 300`], detached: true },
    );
    try {
      expect(parent.child.exitCode, parent.stderr()).toBeNull();
      const owner = Number(readFileSync(`${target.dataDir}/server.lock`, 'utf8'));
      expect(owner).toBeGreaterThan(0);
      process.kill(owner, 'SIGKILL');
      for (let waited = 0; processState(owner) !== 'Z' && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(processState(owner)).toBe('Z');

      const restarted = await spawnServer(target);
      expect(restarted.child.exitCode, restarted.stderr()).toBeNull();
      expect(processState(owner)).toBe('Z');
      expect((await fetch(`${restarted.url}/api/health/ready`)).status).toBe(200);
      expect(await stop(restarted)).toBe(0);
    } finally {
      process.kill(-parent.child.pid!, 'SIGKILL');
      await parent.exited;
    }
  });

  it('is held while the server runs and free once it has stopped', async () => {
    const server = await spawnServer(target);
    expect(() => lockDataDir(target.dataDir)).toThrow(
      `Katalog danych ${target.dataDir} jest używany przez inny proces serwera (PID ${server.child.pid}). Zatrzymaj go albo ustaw inny DATA_DIR.`,
    );
    expect(await stop(server)).toBe(0);
    lockDataDir(target.dataDir)();
  });
});
