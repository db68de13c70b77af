import { createServer as createHttpServer, Agent, request as httpRequest, type Server } from 'node:http';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP forwarder on loopback between a server and its PostgreSQL: `cut()` drops every connection and refuses new
 * ones, as a failover or a network partition does; `restore()` lets connections through again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: targetHost, port: targetPort });
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/**
 * The smallest balancer that honours readiness: it polls each upstream's GET /api/health/ready every `pollMs` and
 * sends each request, round robin, to an upstream whose last answer was 200. A request it could not deliver or whose
 * answer broke off is a lost request: it answers 502 and counts it.
 */
export interface Balancer {
  url: string;
  /** Requests forwarded to each upstream (by its base URL). */
  routed: Map<string, number>;
  /** Requests that failed on the way to or from an upstream, with the reason. */
  lost: string[];
  close: () => Promise<void>;
}

export async function readinessBalancer(upstreams: string[], pollMs = 200): Promise<Balancer> {
  const ready = new Map(upstreams.map((upstream) => [upstream, false]));
  const routed = new Map(upstreams.map((upstream) => [upstream, 0]));
  const lost: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let polling = true;
  const poll = async (upstream: string) => {
    while (polling) {
      try {
        const response = await fetch(`${upstream}/api/health/ready`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        ready.set(upstream, response.status === 200);
      } catch {
        ready.set(upstream, false);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  const pollers = upstreams.map(poll);
  let turn = 0;
  const server: Server = createHttpServer((incoming, outgoing) => {
    const candidates = upstreams.filter((upstream) => ready.get(upstream));
    if (!candidates.length) {
      lost.push('no ready upstream');
      outgoing.writeHead(502).end();
      return;
    }
    const upstream = candidates[(turn += 1) % candidates.length];
    routed.set(upstream, routed.get(upstream)! + 1);
    const target = new URL(incoming.url ?? '/', upstream);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host }, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', (error) => {
          lost.push(`${upstream}: answer broke off: ${error.message}`);
          outgoing.destroy();
        });
      },
    );
    forwarded.on('error', (error) => {
      lost.push(`${upstream}: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Traffic only once the upstreams have said they are ready.
  for (let waited = 0; [...ready.values()].some((value) => !value) && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    routed,
    lost,
    close: async () => {
      polling = false;
      await Promise.all(pollers);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
