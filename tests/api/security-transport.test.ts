import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { createTestContext, type TestContext } from './helpers.js';
import { isPolishDetail } from './securityFixtures.js';

/** What a client can do at the transport level: pick its own address behind a proxy, or hold a request open. */
describe('behind one proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: 1, rateLimits: { authPerMinute: 2, failedLoginsPerAccount: 10_000 } });
  });
  afterAll(() => ctx.close());

  it('a client-written X-Forwarded-For does not give a fresh address for the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await ctx.call('POST', '/api/v1/auth/login', {
        json: { email: 'nikt@example.pl', password: 'zle-haslo' },
        // The client invents the first address; the proxy appends the one it saw, which is the same each time.
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});

/**
 * Whether the server closes `socket` before the client gives up. The server's limit here is 1 s (checked every
 * second), so it closes within about 2 s; the 20 s only bounds a server without the limit, which would keep a
 * trickling socket open for ever. A busy machine cannot turn a working limit into a failure.
 */
const closesBeforeGivingUp = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    if (socket.closed) return resolve(true);
    const giveUp = setTimeout(() => resolve(false), 20_000);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve(true);
    });
  });

describe('slow requests', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({ requestTimeoutSeconds: 1 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx.close());

  it('closes a socket whose body trickles in byte by byte', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    const closed = await closesBeforeGivingUp(socket);
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a socket whose headers never end', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: portal.test\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 200);
    socket.on('error', () => undefined);
    const closed = await closesBeforeGivingUp(socket);
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
  });

  it.each([
    [
      'a control character in Authorization',
      'GET /api/v1/users/profile HTTP/1.1\r\nHost: p\r\nAuthorization: Bearer a\u0001b\r\n\r\n',
    ],
    ['a garbled request line', 'GET /api/v1/health HTTP/9.9 x\r\nHost: p\r\n\r\n'],
  ])('answers %s with a Polish {detail}, not Node’s English body', async (_what, request) => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(request);
    await closesBeforeGivingUp(socket);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { detail: string };
    expect(body).toEqual({ detail: GENERIC_MESSAGES.malformedRequest });
    expect(isPolishDetail(body.detail)).toBe(true);
  });
});
