import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { buildApp } from '../../server/app.js';
import { users } from '../../server/db/schema.js';
import { createLifecycle } from '../../server/lifecycle/lifecycle.js';
import type { LimitCounters } from '../../server/limits/counters.js';
import { createLimits } from '../../server/limits/limits.js';
import { createMemoryCounters } from '../../server/limits/memoryCounters.js';
import { createPostgresCounters } from '../../server/limits/postgresCounters.js';
import { createRedisCounters } from '../../server/limits/redisCounters.js';
import { hashPassword } from '../../server/users/passwords.js';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { authPerMinute: 1000, failedLoginsPerAccount: 10 } });
});
afterAll(() => ctx.close());

let keyCounter = 0;
const uniqueKey = (name: string) => `test:${name}:${(keyCounter += 1)}:${Date.now()}`;

/** The same checks for every implementation of the counters. */
function countersBehave(name: string, open: () => LimitCounters | undefined) {
  describe(`${name} counters`, () => {
    let counters: LimitCounters;
    beforeAll(() => {
      counters = open()!;
    });
    afterAll(() => counters.close());

    it('let exactly the maximum through when 20 reservations arrive at once for 10 places', async () => {
      const key = uniqueKey('race');
      const taken = await Promise.all(Array.from({ length: 20 }, () => counters.take(key, 60_000, 10)));
      expect(taken.filter(Boolean)).toHaveLength(10);
      expect((await counters.peek(key)).count).toBe(10);
    });

    it('count every hit, and start a new window once the old one has ended', async () => {
      const key = uniqueKey('hits');
      const hits = await Promise.all(Array.from({ length: 15 }, () => counters.hit(key, 300)));
      expect(hits.map((state) => state.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 15 }, (_, index) => index + 1),
      );
      expect(hits[0].resetInMs).toBeGreaterThan(0);
      expect(hits[0].resetInMs).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await counters.hit(key, 300)).count).toBe(1);
    });

    it('give one back, forget a key, and forget every key of a prefix, LIKE and glob characters included', async () => {
      const key = uniqueKey('back');
      await counters.take(key, 60_000, 2);
      await counters.take(key, 60_000, 2);
      expect(await counters.take(key, 60_000, 2)).toBeNull();
      await counters.giveBack(key);
      expect(await counters.take(key, 60_000, 2)).not.toBeNull();
      await counters.reset(key);
      expect((await counters.peek(key)).count).toBe(0);

      const prefix = `${uniqueKey('prefix')}["a_b%c*d",`;
      await counters.hit(`${prefix}"10.0.0.1"]`, 60_000);
      await counters.hit(`${prefix}"10.0.0.2"]`, 60_000);
      const lookalike = prefix.replace('a_b%c*d', 'axbycxd');
      await counters.hit(`${lookalike}"10.0.0.1"]`, 60_000);
      await counters.resetPrefix(prefix);
      expect((await counters.peek(`${prefix}"10.0.0.1"]`)).count).toBe(0);
      expect((await counters.peek(`${prefix}"10.0.0.2"]`)).count).toBe(0);
      expect((await counters.peek(`${lookalike}"10.0.0.1"]`)).count).toBe(1);
    });
  });
}

countersBehave('in-process', () => createMemoryCounters());
countersBehave('database', () => createPostgresCounters(ctx.db));

it('database counters never leave more than one window, when a call whose clock read later counted first', async () => {
  const start = Date.now();
  const key = uniqueKey('skew');
  await createPostgresCounters(ctx.db, () => start + 5).hit(key, 300);
  const earlier = await createPostgresCounters(ctx.db, () => start).hit(key, 300);
  expect(earlier).toEqual({ count: 2, resetInMs: 300 });
});
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('with REDIS_URL', () => {
  countersBehave('Redis', () => createRedisCounters(redisUrl!, ctx.app.log));
});

describe('failed logins', () => {
  it('holds a limit of 10 under 20 concurrent wrong passwords: each attempt is reserved before the check', async () => {
    const victim = await createUser(ctx, 'user');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '10.66.0.1',
          payload: { email: victim.email, password: 'Zgadywane-Haslo-1' },
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const refused = guesses.find((guess) => guess.statusCode === 429)!;
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.tooManyFailedLogins });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count a right password, even one refused for an unconfirmed address', async () => {
    const confirmed = await createUser(ctx, 'user');
    const unconfirmed = `niepotwierdzony-${Date.now()}@example.pl`;
    await ctx.db.insert(users).values({ email: unconfirmed, password_hash: await hashPassword(TEST_PASSWORD) });
    for (const [email, status] of [
      [confirmed.email, 200],
      [unconfirmed, 403],
    ] as const) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '10.66.0.2',
          payload: { email, password: TEST_PASSWORD },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(status));
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('share one budget: an address gets the configured number of requests in all, not per server', async () => {
    const config = { ...ctx.config, rateLimits: { authPerMinute: 6, failedLoginsPerAccount: 1000 } };
    const servers = await Promise.all([0, 1].map(() => buildApp({ config, db: ctx.db, lifecycle: createLifecycle() })));
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await servers[attempt % 2].inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          remoteAddress: '10.66.1.1',
          payload: { email: `ktos-${attempt}@example.pl` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
      expect(createLimits(ctx.db, undefined, ctx.app.log).kind).toBe('postgres');
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
