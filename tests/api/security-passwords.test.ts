import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema.js';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../server/users/commonPasswords.js';
import { issueEmailToken } from '../../server/users/emailTokens.js';
import { FAILED_LOGIN_WINDOW_MS } from '../../server/users/loginThrottle.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from './helpers.js';
import { databaseFingerprint, freshToken, insertAccount } from './securityFixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const signup = (password: string) =>
  ctx.call('POST', '/api/v1/auth/signup', {
    json: {
      email: `haslo-${Date.now()}-${(counter += 1)}@example.pl`,
      password,
      role: 'user',
      username: 'Ktoś',
      accept_terms: true,
    },
  });

describe('password storage', () => {
  it("stores argon2id with OWASP's parameters (19 MiB, 2 iterations, 1 lane) and a random salt", async () => {
    const email = `argon-${Date.now()}@example.pl`;
    for (const address of [email, `drugi-${email}`]) {
      await ctx.call('POST', '/api/v1/auth/signup', {
        json: { email: address, password: 'Wspolne-Haslo-2026', role: 'user', username: 'Ktoś', accept_terms: true },
      });
    }
    const hashes = await Promise.all(
      [email, `drugi-${email}`].map(
        async (address) => (await ctx.db.select().from(users).where(eq(users.email, address)))[0].password_hash,
      ),
    );
    for (const hash of hashes)
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hashes[0]).not.toBe(hashes[1]);
  });
});

describe('password rules', () => {
  it('takes 8 to 128 characters, counted as characters, and refuses the rest with a Polish message', async () => {
    const cases: [string, number, string?][] = [
      ['Krótk1!', 422, AUTH_MESSAGES.passwordTooShort],
      ['Żółć-ąę1', 201],
      [`Dl${'ugie-haslo-'.repeat(11)}Ab123`.slice(0, 128), 201],
      [`Dl${'ugie-haslo-'.repeat(12)}`.slice(0, 129), 422, AUTH_MESSAGES.passwordTooLong],
    ];
    for (const [password, status, detail] of cases) {
      const response = await signup(password);
      expect(response.statusCode, `${password.length} characters`).toBe(status);
      if (detail) expect(response.json().detail).toBe(detail);
    }
  });

  it('applies the same rules to a reset and to accounts made by the superadmin', async () => {
    const superadmin = await insertAccount(ctx, 'superadmin');
    const token = await freshToken(ctx, superadmin.id);
    const before = await databaseFingerprint(ctx.db);
    for (const password of ['krotkie', 'Password123!', 'x'.repeat(129)]) {
      const created = await ctx.call('POST', '/api/v1/admin/users', {
        token,
        json: { email: `nowy-${Date.now()}@example.pl`, password, full_name: 'Nowy', role: 'user' },
      });
      expect(created.statusCode).toBe(422);
      const reset = await ctx.call('POST', '/api/v1/auth/reset-password', {
        json: { token: 'dowolny-token', password },
      });
      expect(reset.statusCode, password).toBe(422);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  // The 100 most common passwords of the public breach lists (SecLists, top of 10-million-password-list).
  const TOP_100 =
    `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
    letmein shadow master 696969 mustang 666666 qwertyuiop 123321 1234567890 michael 654321 pussy superman 1qaz2wsx 7777777
    fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman
    andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george
    asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie 159753 aaaaaa
    ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access yankees 987654321
    dallas austin thunder taylor matrix`.split(/\s+/);

  it('knows well over a thousand common passwords, the worldwide top 100 among them', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    expect(TOP_100.filter((password) => !isCommonPassword(password))).toEqual([]);
  });

  it('refuses common passwords long enough to pass the length rule, in any case and with digits or symbols appended', async () => {
    for (const password of [
      'password',
      'qwertyuiop',
      'Sunshine1',
      'ILOVEYOU!',
      'Haslo123',
      'Kochanie2024!',
      'zaq12wsx',
      'Polska123',
      'Warszawa1',
    ]) {
      const response = await signup(password);
      expect([response.statusCode, response.json().detail], password).toEqual([422, AUTH_MESSAGES.passwordTooCommon]);
    }
    expect((await signup('Rower-Nad-Wisla-77')).statusCode).toBe(201);
  });
});

describe('throttling of failed logins', () => {
  let limited: TestContext;
  let paired: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimits: { authPerMinute: 3, failedLoginsPerAccount: 3 } });
    // A generous per-minute limit, so only the per-(account, address) throttle answers 429 here.
    paired = await createTestContext({ rateLimits: { authPerMinute: 100, failedLoginsPerAccount: 3 } });
    proxied = await createTestContext({
      rateLimits: { authPerMinute: 3, failedLoginsPerAccount: 100 },
      trustProxy: 1,
    });
  });
  afterAll(async () => {
    await limited.close();
    await paired.close();
    await proxied.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attempt = (
    app: TestContext,
    ip: string,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      headers,
      payload: { email, password },
    });

  it('throttles the guessing address until the window has passed, however long it keeps hammering', async () => {
    const victim = await insertAccount(paired, 'user');
    const attacker = '10.9.0.1';
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let guess = 0; guess < 3; guess += 1) {
      vi.setSystemTime(start + guess * 1000);
      expect((await attempt(paired, attacker, victim.email, 'Zgadywane-Haslo-1')).statusCode).toBe(401);
    }
    // Attempts refused while throttled are not counted, so they cannot stretch the throttle.
    for (let minute = 1; minute < 15; minute += 1) {
      vi.setSystemTime(start + minute * 60_000);
      const refused = await attempt(paired, attacker, victim.email, minute % 2 ? 'Zgadywane-Haslo-2' : TEST_PASSWORD);
      expect([refused.statusCode, refused.json().detail]).toEqual([429, AUTH_MESSAGES.tooManyFailedLogins]);
    }
    vi.setSystemTime(start + FAILED_LOGIN_WINDOW_MS + 5_000);
    expect((await attempt(paired, attacker, victim.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be used to lock anyone out: the rightful user signs in from their own address meanwhile', async () => {
    const victim = await insertAccount(paired, 'user');
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await attempt(paired, '10.9.3.1', victim.email, 'Zgadywane-Haslo-1')).statusCode).toBe(401);
    }
    expect((await attempt(paired, '10.9.3.1', victim.email, TEST_PASSWORD)).statusCode).toBe(429);
    // Another address has its own count: a typo there is a 401, the right password a 200.
    expect((await attempt(paired, '10.9.4.1', victim.email, 'Literowka-w-Hasle-1')).statusCode).toBe(401);
    expect((await attempt(paired, '10.9.4.1', victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Signing in clears only that address's failures; the guessing address stays throttled.
    expect((await attempt(paired, '10.9.3.1', victim.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('a password reset lifts the throttle from every address at once', async () => {
    const victim = await insertAccount(paired, 'user');
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await attempt(paired, '10.9.5.1', victim.email, 'Zgadywane-Haslo-1')).statusCode).toBe(401);
    }
    expect((await attempt(paired, '10.9.5.1', victim.email, TEST_PASSWORD)).statusCode).toBe(429);
    const token = await issueEmailToken(paired.db, victim.id, 'reset_password');
    const reset = await paired.call('POST', '/api/v1/auth/reset-password', {
      json: { token, password: 'Nowe-Dlugie-Haslo-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(paired, '10.9.5.1', victim.email, 'Nowe-Dlugie-Haslo-9')).statusCode).toBe(200);
  });

  it('throttles guesses at an unknown address exactly like a known one, so the answer reveals no account', async () => {
    const known = await insertAccount(paired, 'user');
    const unknown = `nikt-${Date.now()}@example.pl`;
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await attempt(paired, `10.8.${counter}.1`, email, 'Zle-Haslo-123')).statusCode);
      counter += 1;
      return statuses;
    };
    expect(await answers(known.email)).toEqual([401, 401, 401, 429]);
    expect(await answers(unknown)).toEqual([401, 401, 401, 429]);
  });

  it('limits an address per minute with Retry-After, and a forged X-Forwarded-For does not get around it', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await attempt(limited, '10.7.0.1', `ktos${index}-${Date.now()}@example.pl`, 'Zle-Haslo-123', {
        'x-forwarded-for': `192.0.2.${index}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('behind a trusted proxy (TRUST_PROXY=1) counts each client address, not the proxy', async () => {
    const proxy = '10.6.0.1';
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await attempt(proxied, proxy, `a${index}@example.pl`, 'Zle-Haslo-123', { 'x-forwarded-for': '198.51.100.7' }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await attempt(proxied, proxy, 'a9@example.pl', 'Zle-Haslo-123', { 'x-forwarded-for': '198.51.100.7' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await attempt(proxied, proxy, 'b@example.pl', 'Zle-Haslo-123', { 'x-forwarded-for': '198.51.100.8' }))
        .statusCode,
    ).toBe(401);
  });
});
