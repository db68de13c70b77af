import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/freePort.js';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the real production server (server/main.ts) on a free port against the benchmark database. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-bench-secret-bench-secret',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      FAILED_LOGINS_PER_ACCOUNT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
