import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, GENERIC_MESSAGES, USER_PANEL_MESSAGES } from '../../shared/messages.js';
import { decodeToken } from '../../shared/token.js';
import { emailTokens, users } from '../../server/db/schema.js';
import { COMMON_PASSWORD_COUNT } from '../../server/users/commonPasswords.js';
import { createTestContext, createUser, login, readOutbox, TEST_PASSWORD, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Zielony-Parasol-47';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@example.pl`;

/** Signs up accepting the terms, as the form requires; a test that refuses consent passes `accept_terms` itself. */
const signup = (body: Record<string, unknown>) =>
  ctx.call('POST', '/api/v1/auth/signup', { json: { accept_terms: true, ...body } });
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
const accountByEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up, e-mail confirmation, login, profile and logout', () => {
  it('walks the whole journey through the outbox', async () => {
    const email = uniqueEmail('nowa.osoba');
    const created = await signup({
      email: email.toUpperCase(),
      password: NEW_PASSWORD,
      role: 'user',
      username: 'Nowa Osoba',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ detail: AUTH_MESSAGES.signupSent });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Potwierdź adres email – Portal usług inkluzywnych');
    // The address is not confirmed yet: the name typed at sign-up may be a stranger's words, so it is left out.
    expect(mail.text.split('\n')[0]).toBe('Dzień dobry!');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/potwierdz-email\?token=[A-Za-z0-9_-]{43}$/);

    const early = await ctx.call('POST', '/api/v1/auth/login', { json: { email, password: NEW_PASSWORD } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: AUTH_MESSAGES.emailNotConfirmed });

    const confirmed = await ctx.call('POST', '/api/v1/auth/confirm-email', { json: { token: tokenOf(mail.link) } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ detail: AUTH_MESSAGES.emailConfirmed });
    const reused = await ctx.call('POST', '/api/v1/auth/confirm-email', { json: { token: tokenOf(mail.link) } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: AUTH_MESSAGES.tokenInvalid });

    const token = await login(ctx, email, NEW_PASSWORD);
    const claims = decodeToken(token);
    expect(claims?.role).toBe('user');
    expect(claims!.exp).toBeGreaterThan(Date.now() / 1000);

    const profile = await ctx.call('GET', '/api/v1/users/profile', { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: claims!.sub,
      email,
      role: 'user',
      full_name: 'Nowa Osoba',
      email_confirmed: true,
      company_slug: null,
    });
    expect(profile.body).not.toMatch(/password|token_version|argon2/);

    const loggedOut = await ctx.call('POST', '/api/v1/auth/logout', { token });
    expect(loggedOut.statusCode).toBe(204);
    const afterLogout = await ctx.call('GET', '/api/v1/users/profile', { token });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ detail: AUTH_MESSAGES.sessionExpired });
  });

  it('stores only a SHA-256 digest of the e-mail token', async () => {
    const email = uniqueEmail('skrot');
    await signup({ email, password: NEW_PASSWORD, role: 'user', username: 'Skrót' });
    const token = tokenOf((await mailsTo(email))[0].link);
    const account = await accountByEmail(email);
    const [stored] = await ctx.db.select().from(emailTokens).where(eq(emailTokens.user_id, account.id));
    expect(stored.purpose).toBe('confirm_email');
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
  });

  it('gives organisations their name and a unique company slug, and ignores it for plain users', async () => {
    const first = uniqueEmail('oferent');
    const second = uniqueEmail('oferent');
    const plain = uniqueEmail('osoba');
    const name = `Fundacja Łódzka Pomoc ${Date.now()}`;
    expect(
      (
        await signup({
          email: first,
          password: NEW_PASSWORD,
          role: 'offeror',
          username: 'Anna Nowak',
          organization_name: name,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await signup({
          email: second,
          password: NEW_PASSWORD,
          role: 'ngo',
          username: 'Jan Kowalski',
          organization_name: name,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await signup({ email: plain, password: NEW_PASSWORD, role: 'user', username: 'Ewa', organization_name: name }))
        .statusCode,
    ).toBe(201);
    const [a, b, c] = await Promise.all([first, second, plain].map(accountByEmail));
    expect(a).toMatchObject({
      role: 'offeror',
      full_name: 'Anna Nowak',
      organization_name: name,
      company_slug: `fundacja-lodzka-pomoc-${name.split(' ').pop()}`,
    });
    expect(b).toMatchObject({ role: 'ngo', company_slug: `${a.company_slug}-2` });
    expect(c).toMatchObject({ role: 'user', organization_name: null, company_slug: null });
  });

  it('refuses admin roles and weak passwords with Polish messages, and creates nothing for a taken address', async () => {
    for (const role of ['admin', 'superadmin']) {
      const email = uniqueEmail('intruz');
      const response = await signup({ email, password: NEW_PASSWORD, role, username: 'Intruz' });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(AUTH_MESSAGES.roleNotAllowed);
      expect(await accountByEmail(email)).toBeUndefined();
    }
    const taken = await createUser(ctx, 'user');
    const duplicate = await signup({
      email: taken.email.toUpperCase(),
      password: NEW_PASSWORD,
      role: 'user',
      username: 'Sobowtór',
    });
    // A taken address is answered as a new one; its owner is told by e-mail (tests/api/security-enumeration.test.ts).
    expect(duplicate.statusCode).toBe(201);
    expect(duplicate.json()).toEqual({ detail: AUTH_MESSAGES.signupSent });

    const cases: [string, string][] = [
      ['Krótk1!', AUTH_MESSAGES.passwordTooShort],
      ['x'.repeat(129), AUTH_MESSAGES.passwordTooLong],
      ['qwertyuiop', AUTH_MESSAGES.passwordTooCommon],
      ['Hasło123', AUTH_MESSAGES.passwordTooCommon],
      ['Kochanie2024!', AUTH_MESSAGES.passwordTooCommon],
    ];
    for (const [password, message] of cases) {
      const email = uniqueEmail('slabe');
      const response = await signup({ email, password, role: 'user', username: 'Słabe Hasło' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: message, errors: [{ field: 'password', message }] });
      expect(await accountByEmail(email)).toBeUndefined();
    }
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
  });

  it('answers malformed JSON and wrong types with a Polish 4xx, never a 500', async () => {
    const malformed = await ctx.call('POST', '/api/v1/auth/login', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: GENERIC_MESSAGES.malformedJson });

    const wrongTypes = await ctx.call('POST', '/api/v1/auth/login', { json: { email: 5, password: ['x'] } });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().detail).toBe(AUTH_MESSAGES.invalidCredentials);

    for (const url of [
      '/api/v1/auth/signup',
      '/api/v1/auth/confirm-email',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
    ]) {
      for (const payload of ['[1,2]', '"tekst"', 'null', '{"email":{"$ne":null},"token":7,"password":false}']) {
        const response = await ctx.call('POST', url, { payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
        expect(response.json().detail, `${url} ${payload}`).toMatch(/[ąćęłńóśźżA-Za-z]/);
        expect(response.json().detail).not.toMatch(/Invalid|expected|received/);
      }
    }
  });

  it('answers wrong credentials for known and unknown addresses with the same 401', async () => {
    const user = await createUser(ctx, 'user');
    for (const body of [
      { email: user.email, password: 'Zle-Haslo-12345' },
      { email: uniqueEmail('nikt'), password: TEST_PASSWORD },
    ]) {
      const response = await ctx.call('POST', '/api/v1/auth/login', { json: body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Nieprawidłowy email lub hasło.' });
    }
  });

  it('refuses an empty address or password with the login form’s own messages', async () => {
    const user = await createUser(ctx, 'user');
    const noEmail = await ctx.call('POST', '/api/v1/auth/login', { json: { email: '  ', password: TEST_PASSWORD } });
    expect([noEmail.statusCode, noEmail.json().detail]).toEqual([422, AUTH_MESSAGES.invalidEmail]);
    const noPassword = await ctx.call('POST', '/api/v1/auth/login', { json: { email: user.email, password: '' } });
    expect([noPassword.statusCode, noPassword.json().detail]).toEqual([422, USER_PANEL_MESSAGES.passwordRequired]);
  });
});

describe('sessions', () => {
  it('refreshes a valid session with a new token, and logout ends both', async () => {
    const user = await createUser(ctx, 'offeror');
    const refreshed = await ctx.call('POST', '/api/v1/auth/refresh', { token: user.token });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json<{ token: string }>().token;
    expect(decodeToken(fresh)).toMatchObject({ sub: user.id, role: 'offeror' });
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: fresh })).statusCode).toBe(200);

    expect((await ctx.call('POST', '/api/v1/auth/logout', { token: fresh })).statusCode).toBe(204);
    for (const token of [user.token, fresh]) {
      expect((await ctx.call('GET', '/api/v1/users/profile', { token })).statusCode).toBe(401);
      expect((await ctx.call('POST', '/api/v1/auth/refresh', { token })).statusCode).toBe(401);
    }
  });

  it('refuses refresh and logout without a session', async () => {
    for (const url of ['/api/v1/auth/refresh', '/api/v1/auth/logout']) {
      const anonymous = await ctx.call('POST', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: AUTH_MESSAGES.unauthenticated });
      const forged = await ctx.call('POST', url, { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ detail: AUTH_MESSAGES.sessionExpired });
    }
  });

  it("refuses a banned user's token and login", async () => {
    const user = await createUser(ctx, 'user');
    await ctx.db
      .update(users)
      .set({ banned_until: new Date(Date.now() + 86_400_000).toISOString() })
      .where(eq(users.id, user.id));
    const profile = await ctx.call('GET', '/api/v1/users/profile', { token: user.token });
    expect(profile.statusCode).toBe(401);
    const response = await ctx.call('POST', '/api/v1/auth/login', {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.banned });
  });
});

describe('forgotten password', () => {
  /** The e-mail work runs after the answer: wait for it before reading the outbox. */
  const forgot = async (email: string) => {
    const response = await ctx.call('POST', '/api/v1/auth/forgot-password', { json: { email } });
    await ctx.app.jobs.runDue();
    return response;
  };
  const reset = (token: string, password: string) =>
    ctx.call('POST', '/api/v1/auth/reset-password', { json: { token, password } });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await readOutbox(ctx)).length;
    const response = await forgot(uniqueEmail('nieznany'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.forgotPasswordSent });
    expect(await readOutbox(ctx)).toHaveLength(before);
  });

  it('resets through the outbox, revokes old sessions and refuses a reused link', async () => {
    const user = await createUser(ctx, 'ngo');
    const response = await forgot(user.email.toUpperCase());
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.forgotPasswordSent });
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toContain('Ustaw nowe hasło');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/reset-hasla\?token=/);
    const token = tokenOf(mail.link);

    const common = await reset(token, 'Password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().detail).toBe(AUTH_MESSAGES.passwordTooCommon);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: AUTH_MESSAGES.passwordChanged });
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: user.token })).statusCode).toBe(401);
    expect(
      (await ctx.call('POST', '/api/v1/auth/login', { json: { email: user.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    await login(ctx, user.email, NEW_PASSWORD);

    const reused = await reset(token, 'Inne-Nowe-Haslo-99');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: AUTH_MESSAGES.tokenInvalid });
  });

  it('kills older reset links once one is used, and confirms the address of an unconfirmed account', async () => {
    const email = uniqueEmail('zapominalski');
    await signup({ email, password: NEW_PASSWORD, role: 'user', username: 'Zapominalski' });
    await forgot(email);
    await forgot(email);
    const [older, newer] = (await mailsTo(email))
      .filter((mail) => mail.link?.includes('/reset-hasla'))
      .map((mail) => tokenOf(mail.link));
    expect((await reset(newer, 'Nowe-Haslo-Bez-Zgadywania')).statusCode).toBe(200);
    expect((await reset(older, 'Jeszcze-Inne-Haslo-77')).statusCode).toBe(400);
    await login(ctx, email, 'Nowe-Haslo-Bez-Zgadywania');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx, 'user');
    await forgot(user.email);
    const token = tokenOf((await mailsTo(user.email))[0].link);
    await ctx.db
      .update(emailTokens)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailTokens.user_id, user.id));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.tokenInvalid });
  });
});

describe('rate limiting', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimits: { authPerMinute: 3, failedLoginsPerAccount: 3 } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await limited.close();
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email, password } });

  it('answers the fourth call a minute from one address with 429 and a Polish detail', async () => {
    // Each login names another account, so the per-account throttle stays out of this per-address test.
    const calls: [string, (attempt: number) => Record<string, unknown>][] = [
      ['/api/v1/auth/login', (attempt) => ({ email: `ktos${attempt}@example.pl`, password: 'Cokolwiek-123' })],
      ['/api/v1/auth/signup', () => ({ email: 'a', password: '', role: 'user', username: '' })],
      ['/api/v1/auth/forgot-password', () => ({ email: 'ktos@example.pl' })],
      ['/api/v1/auth/reset-password', () => ({ token: 'x', password: 'Cokolwiek-123' })],
      ['/api/v1/auth/confirm-email', () => ({ token: 'x' })],
    ];
    for (const [url, payload] of calls) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const allowed = await limited.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.1.0.1',
          payload: payload(attempt),
        });
        expect(allowed.statusCode, url).not.toBe(429);
      }
      const refused = await limited.app.inject({ method: 'POST', url, remoteAddress: '10.1.0.1', payload: payload(4) });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json(), url).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
      const otherAddress = await limited.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.1.0.2',
        payload: payload(5),
      });
      expect(otherAddress.statusCode, url).not.toBe(429);
    }
  });

  // The throttle's window and its lifting by a password reset: tests/api/security-passwords.test.ts.
  it('throttles failed logins per account and address, so guesses elsewhere do not lock the rightful user out', async () => {
    const victim = await createUser(limited, 'user');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await loginFrom('10.2.0.1', victim.email, 'Zgadywane-Haslo-1');
      expect(wrong.statusCode).toBe(401);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    // A minute later the per-address request limit has passed, the per-(account, address) throttle has not.
    vi.setSystemTime(Date.now() + 61_000);
    const throttled = await loginFrom('10.2.0.1', victim.email, TEST_PASSWORD);
    expect(throttled.json()).toEqual({ detail: AUTH_MESSAGES.tooManyFailedLogins });
    expect(throttled.statusCode).toBe(429);
    expect((await loginFrom('10.2.0.9', victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    vi.useRealTimers();
  });
});
