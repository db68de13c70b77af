import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../../scripts/serverBuild.js';
import { freePort } from '../support/freePort.js';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start in time');
}

export interface PortalServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server; `keepData` leaves DATA_DIR for a command run on it or for the next start. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** Where a server starts: a fresh DATA_DIR on a free port, or (a restart) the ones a stopped server left. */
export interface PortalServerPlace {
  dataDir?: string;
  port?: number;
}

/**
 * Starts the production server as `npm start` runs it (node on the compiled server, which the global setup built;
 * without the build step) on a free port with a fresh DATA_DIR and the demo content; `env` overrides its settings (a
 * journey that needs short sessions starts its own), `place` starts it again on a stopped one's DATA_DIR and port.
 */
export async function startPortalServer(
  env: Record<string, string> = {},
  place: PortalServerPlace = {},
): Promise<PortalServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FAILED_LOGINS_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
