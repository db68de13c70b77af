import { eq, sql } from 'drizzle-orm';
import { revokedTokens } from '../../server/db/schema.js';
import { REPLACED_TOKEN_GRACE_SECONDS, signToken } from '../../server/http/auth.js';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { issueEmailToken } from '../../server/users/emailTokens.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { createTestContext, login, TEST_PASSWORD, type TestContext } from './helpers.js';
import { freshToken, insertAccount, type Account } from './securityFixtures.js';

let ctx: TestContext;
let superadmin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  superadmin = await insertAccount(ctx, 'superadmin');
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, number | string>;
const profileStatus = async (token: string) => (await ctx.call('GET', '/api/v1/users/profile', { token })).statusCode;

/** A token with the server's claims, signed however the test says. */
function forge(
  account: Account,
  options: {
    secret?: string;
    alg?: string;
    audience?: string;
    issuer?: string;
    expiresIn?: number;
    claims?: Record<string, unknown>;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: account.role, tv: 0, ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(account.id)
    .setIssuer(options.issuer ?? 'portal-uslug')
    .setAudience(options.audience ?? 'portal-uslug-api')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 600))
    .sign(new TextEncoder().encode(options.secret ?? ctx.config.jwtSecret));
}

describe('tokens the server did not issue, or no longer honours', () => {
  it('accepts the genuine token (so the refusals below are about the forgery, not the test)', async () => {
    const user = await insertAccount(ctx, 'user');
    expect(await profileStatus(await forge(user))).toBe(200);
  });

  it.each([
    [
      'alg: none',
      async (user: Account) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(await forge(user)))}.`,
    ],
    ['a wrong signature', (user: Account) => forge(user, { secret: 'inny-sekret-inny-sekret-inny-sekret-123' })],
    [
      'a tampered payload',
      async (user: Account) => {
        const [head, , signature] = (await forge(user)).split('.');
        return `${head}.${base64url({ ...claimsOf(await forge(user)), sub: superadmin.id, role: 'superadmin' })}.${signature}`;
      },
    ],
    ['another algorithm (HS512)', (user: Account) => forge(user, { alg: 'HS512' })],
    ['a wrong audience', (user: Account) => forge(user, { audience: 'inna-aplikacja' })],
    ['a wrong issuer', (user: Account) => forge(user, { issuer: 'ktos-inny' })],
    ['an expired token', (user: Account) => forge(user, { expiresIn: -1 })],
    ['an old token version', (user: Account) => forge(user, { claims: { tv: -1 } })],
    ['garbage', () => 'to.nie.jest-token'],
  ])('answers %s with 401 and the Polish session message', async (_name, make) => {
    const user = await insertAccount(ctx, 'user');
    const token = await make(user);
    for (const [method, url] of [
      ['GET', '/api/v1/users/profile'],
      ['POST', '/api/v1/auth/refresh'],
      ['GET', '/api/v1/admin/stats'],
    ] as const) {
      const response = await ctx.call(method, url, { token });
      expect([response.statusCode, response.json()], url).toEqual([401, { detail: AUTH_MESSAGES.sessionExpired }]);
    }
  });

  it('reads the role from the account, never from the token', async () => {
    const user = await insertAccount(ctx, 'user');
    const response = await ctx.call('GET', '/api/v1/admin/stats', {
      token: await forge(user, { claims: { role: 'superadmin' } }),
    });
    expect([response.statusCode, response.json().detail]).toEqual([403, AUTH_MESSAGES.adminOnly]);
  });
});

describe('short tokens with silent renewal', () => {
  it('issues tokens that live at most an hour, by default half an hour', async () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).tokenTtlSeconds).toBe(30 * 60);
    const user = await insertAccount(ctx, 'user');
    const claims = claimsOf(await login(ctx, user.email, TEST_PASSWORD));
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(3600);
  });

  it('keeps a working person signed in past the lifetime of one token, but not past the absolute limit', async () => {
    const user = await insertAccount(ctx, 'offeror');
    let token = await login(ctx, user.email, TEST_PASSWORD);
    const loginTime = Number(claimsOf(token).auth_time);
    vi.useFakeTimers({ toFake: ['Date'] });
    const stepSeconds = ctx.config.tokenTtlSeconds - 60;
    let elapsed = 0;
    while (elapsed + stepSeconds <= ctx.config.sessionMaxSeconds) {
      elapsed += stepSeconds;
      vi.setSystemTime((loginTime + elapsed) * 1000);
      const renewed = await ctx.call('POST', '/api/v1/auth/refresh', { token });
      expect(renewed.statusCode, `after ${elapsed} s`).toBe(200);
      token = renewed.json<{ token: string }>().token;
      expect(claimsOf(token).auth_time).toBe(loginTime);
    }
    expect(await profileStatus(token)).toBe(200);
    vi.setSystemTime((loginTime + ctx.config.sessionMaxSeconds + 60) * 1000);
    const tooLate = await ctx.call('POST', '/api/v1/auth/refresh', { token });
    expect([tooLate.statusCode, tooLate.json()]).toEqual([401, { detail: AUTH_MESSAGES.sessionExpired }]);
  });

  it('never lets a renewed token outlive the session: its expiry is capped at the absolute limit', async () => {
    const user = await insertAccount(ctx, 'user');
    // A session that began a minute short of its absolute limit, with a token renewed a moment ago.
    const loginTime = Math.floor(Date.now() / 1000) - ctx.config.sessionMaxSeconds + 60;
    const sessionEnd = loginTime + ctx.config.sessionMaxSeconds;
    const token = await signToken(ctx.config, { id: user.id, role: 'user', token_version: 0, auth_time: loginTime });
    // The new token ends with the session, not a full lifetime later.
    const renewed = await ctx.call('POST', '/api/v1/auth/refresh', { token });
    expect(renewed.statusCode).toBe(200);
    expect(Number(claimsOf(renewed.json<{ token: string }>().token).exp)).toBe(sessionEnd);
  });

  it('does not renew an expired token', async () => {
    const user = await insertAccount(ctx, 'user');
    const token = await login(ctx, user.email, TEST_PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ctx.config.tokenTtlSeconds + 5) * 1000);
    expect((await ctx.call('POST', '/api/v1/auth/refresh', { token })).statusCode).toBe(401);
  });
});

describe('a renewal revokes the token it replaces', () => {
  /** What the grace's end does, without waiting for it: the replaced token's revocation takes effect now. */
  const endGrace = (jti: string) =>
    ctx.db
      .update(revokedTokens)
      .set({ revoked_at: sql`now()` })
      .where(eq(revokedTokens.jti, String(jti)));

  it('answers requests already sent with the old token during a short grace, and 401 after it', async () => {
    const user = await insertAccount(ctx, 'user');
    const old = await login(ctx, user.email, TEST_PASSWORD);
    const renewed = await ctx.call('POST', '/api/v1/auth/refresh', { token: old });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ token: string }>().token;
    expect(claimsOf(fresh).jti).not.toBe(claimsOf(old).jti);
    // A request sent with the old token just before the new one arrived still succeeds.
    expect(await profileStatus(old)).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, String(claimsOf(old).jti)));
    expect(new Date(row.revoked_at).getTime() - Date.now()).toBeGreaterThan((REPLACED_TOKEN_GRACE_SECONDS - 5) * 1000);
    expect(new Date(row.revoked_at).getTime() - Date.now()).toBeLessThanOrEqual(
      REPLACED_TOKEN_GRACE_SECONDS * 1000 + 1000,
    );
    expect(new Date(row.expires_at).getTime()).toBe(Number(claimsOf(old).exp) * 1000);

    await endGrace(String(claimsOf(old).jti));
    const refused = await ctx.call('GET', '/api/v1/users/profile', { token: old });
    expect([refused.statusCode, refused.json()]).toEqual([401, { detail: AUTH_MESSAGES.sessionExpired }]);
    expect((await ctx.call('POST', '/api/v1/auth/refresh', { token: old })).statusCode).toBe(401);
    expect(await profileStatus(fresh)).toBe(200);
  });

  it('lets two tabs renew the same token at once, and keeps the first end of the grace', async () => {
    const user = await insertAccount(ctx, 'user');
    const old = await login(ctx, user.email, TEST_PASSWORD);
    const [first, second] = await Promise.all([
      ctx.call('POST', '/api/v1/auth/refresh', { token: old }),
      ctx.call('POST', '/api/v1/auth/refresh', { token: old }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await ctx.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, String(claimsOf(old).jti)));
    expect(rows).toHaveLength(1);
    await endGrace(String(claimsOf(old).jti));
    for (const response of [first, second])
      expect(await profileStatus(response.json<{ token: string }>().token)).toBe(200);
    expect(await profileStatus(old)).toBe(401);
  });

  it('leaves the other sessions of the account alone', async () => {
    const user = await insertAccount(ctx, 'user');
    const [phone, laptop] = [await login(ctx, user.email, TEST_PASSWORD), await login(ctx, user.email, TEST_PASSWORD)];
    await ctx.call('POST', '/api/v1/auth/refresh', { token: phone });
    await endGrace(String(claimsOf(phone).jti));
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
  });
});

describe('revocation of every token of an account at once', () => {
  async function twoSessions(role: 'user' | 'admin' = 'user') {
    const account = await insertAccount(ctx, role);
    const tokens = [await login(ctx, account.email, TEST_PASSWORD), await login(ctx, account.email, TEST_PASSWORD)];
    const renewed = await ctx.call('POST', '/api/v1/auth/refresh', { token: tokens[0] });
    tokens.push(renewed.json<{ token: string }>().token);
    for (const token of tokens) expect(await profileStatus(token)).toBe(200);
    return { account, tokens };
  }
  const expectAllRevoked = async (tokens: string[]) => {
    for (const token of tokens) {
      expect(await profileStatus(token)).toBe(401);
      expect((await ctx.call('POST', '/api/v1/auth/refresh', { token })).statusCode).toBe(401);
    }
  };
  const asSuperadmin = async () => freshToken(ctx, superadmin.id);

  it('on logout from one of them', async () => {
    const { tokens } = await twoSessions();
    expect((await ctx.call('POST', '/api/v1/auth/logout', { token: tokens[1] })).statusCode).toBe(204);
    await expectAllRevoked(tokens);
  });

  it('on a ban', async () => {
    const { account, tokens } = await twoSessions();
    expect(
      (
        await ctx.call('PATCH', `/api/v1/admin/users/${account.id}/ban`, {
          token: await asSuperadmin(),
          json: { ban: true, reason: 'Konto rozsyłało spam w ofertach.', ground: 'terms' },
        })
      ).statusCode,
    ).toBe(200);
    await expectAllRevoked(tokens);
    // Lifting the ban does not bring the old sessions back.
    expect(
      (
        await ctx.call('PATCH', `/api/v1/admin/users/${account.id}/ban`, {
          token: await asSuperadmin(),
          json: { ban: false },
        })
      ).statusCode,
    ).toBe(200);
    await expectAllRevoked(tokens);
  });

  it('on deletion of the account', async () => {
    const { account, tokens } = await twoSessions();
    expect(
      (await ctx.call('DELETE', `/api/v1/admin/users/${account.id}`, { token: await asSuperadmin() })).statusCode,
    ).toBe(204);
    await expectAllRevoked(tokens);
  });

  it('on a password change', async () => {
    const { account, tokens } = await twoSessions();
    const resetToken = await issueEmailToken(ctx.db, account.id, 'reset_password');
    const changed = await ctx.call('POST', '/api/v1/auth/reset-password', {
      json: { token: resetToken, password: 'Zupelnie-Nowe-Haslo-77' },
    });
    expect(changed.statusCode).toBe(200);
    await expectAllRevoked(tokens);
  });

  it('takes a demotion into account at the very next call', async () => {
    const { account, tokens } = await twoSessions('admin');
    expect((await ctx.call('GET', '/api/v1/admin/stats', { token: tokens[0] })).statusCode).toBe(200);
    await ctx.call('PUT', `/api/v1/admin/users/${account.id}`, {
      token: await asSuperadmin(),
      json: { role: 'user', full_name: 'Były admin' },
    });
    expect((await ctx.call('GET', '/api/v1/admin/stats', { token: tokens[0] })).statusCode).toBe(403);
  });
});
