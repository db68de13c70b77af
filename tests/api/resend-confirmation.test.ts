import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { users } from '../../server/db/schema.js';
import { createTestContext, createUser, readOutbox, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@example.pl`;
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
const resend = async (email: string) => {
  const response = await ctx.call('POST', '/api/v1/auth/resend-confirmation', { json: { email } });
  await ctx.app.jobs.runDue();
  return response;
};
const confirm = (token: string) => ctx.call('POST', '/api/v1/auth/confirm-email', { json: { token } });

async function unconfirmedAccount(): Promise<string> {
  const email = uniqueEmail('czeka');
  const created = await ctx.call('POST', '/api/v1/auth/signup', {
    json: { email, password: 'Zielony-Parasol-47', role: 'user', username: 'Osoba Czekająca', accept_terms: true },
  });
  expect(created.statusCode).toBe(201);
  return email;
}

describe('POST /api/v1/auth/resend-confirmation', () => {
  it('answers every address alike and sends a fresh link only to an unconfirmed account', async () => {
    const waiting = await unconfirmedAccount();
    const confirmed = await createUser(ctx, 'user');
    const unknown = uniqueEmail('nieznany');
    const before = (await readOutbox(ctx)).length;

    const answers = [];
    for (const email of [waiting.toUpperCase(), confirmed.email, unknown]) {
      const response = await resend(email);
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual(Array(3).fill([200, { detail: AUTH_MESSAGES.confirmationResent }]));

    const sent = (await readOutbox(ctx)).slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([expect.stringContaining(waiting)]);
    expect(sent[0].subject).toBe('Potwierdź adres email – Portal usług inkluzywnych');
    expect(sent[0].link).toMatch(/^http:\/\/portal\.test\/potwierdz-email\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the earlier link working until one of them is used, then every other dies with it', async () => {
    const email = await unconfirmedAccount();
    await resend(email);
    const [first, second] = await mailsTo(email);
    expect(tokenOf(first.link)).not.toBe(tokenOf(second.link));

    const used = await confirm(tokenOf(first.link));
    expect([used.statusCode, used.json()]).toEqual([200, { detail: AUTH_MESSAGES.emailConfirmed }]);
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(account.email_confirmed_at).not.toBeNull();
    const stale = await confirm(tokenOf(second.link));
    expect([stale.statusCode, stale.json()]).toEqual([400, { detail: AUTH_MESSAGES.tokenInvalid }]);

    // Once confirmed, the address gets nothing more.
    await resend(email);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses a malformed address with a Polish field message and sends nothing', async () => {
    const before = (await readOutbox(ctx)).length;
    const response = await resend('to-nie-adres');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ field: 'email', message: AUTH_MESSAGES.invalidEmail }] });
    expect(await readOutbox(ctx)).toHaveLength(before);
  });
});

describe('rate limiting of resend-confirmation', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimits: { authPerMinute: 3, failedLoginsPerAccount: 3 } });
  });
  afterAll(() => limited.close());

  it('answers the fourth call a minute from one address with 429 and a Polish detail', async () => {
    const call = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-confirmation',
        remoteAddress: ip,
        payload: { email: 'ktos@example.pl' },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await call('10.3.0.1')).statusCode).toBe(200);
    const refused = await call('10.3.0.1');
    expect([refused.statusCode, refused.json()]).toEqual([429, { detail: AUTH_MESSAGES.tooManyRequests }]);
    expect((await call('10.3.0.2')).statusCode).toBe(200);
  });
});
