import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '../../shared/limits.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { signupSchema } from '../../shared/schemas/auth.js';
import { createTestContext, readOutbox, type TestContext } from './helpers.js';
import { freshToken, insertAccount } from './securityFixtures.js';

/**
 * A name goes into the portal's own e-mails ("Dzień dobry, …!"), sent to any address a stranger types in: it must be
 * one line without control characters and of bounded length, and a greeting never carries link-like text.
 */
let ctx: TestContext;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const email = () => `imie-${(counter += 1)}-${Date.now()}@nazwy.test`;
const signup = (fields: Record<string, unknown>) =>
  ctx.call('POST', '/api/v1/auth/signup', {
    json: {
      email: email(),
      password: 'Bezpieczne-Haslo-2026',
      role: 'user',
      username: 'Jan Kowalski',
      accept_terms: true,
      ...fields,
    },
  });

const BAD_NAMES: [string, string][] = [
  ['a new line', 'Jan\nKliknij tutaj: http://zly.example/reset'],
  ['a carriage return', 'Jan\rKowalski'],
  ['a tab', 'Jan\tKowalski'],
  ['a NUL', 'Jan\u0000Kowalski'],
  ['an escape sequence', 'Jan\u001b[31mKowalski'],
  ['a DEL', 'Jan\u007fKowalski'],
  ['a line separator', 'Jan\u2028Kowalski'],
  ['a right-to-left override', 'Jan\u202eikslawoK'],
  ['too many characters', 'A'.repeat(NAME_MAX_LENGTH + 1)],
];

describe('names are one line without control characters', () => {
  it.each(BAD_NAMES)('sign-up refuses a name with %s (422, the shared message)', async (_what, username) => {
    const response = await signup({ username });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ detail: AUTH_MESSAGES.nameInvalid });
    // The form checks with the same schema and shows the same words.
    const local = signupSchema.safeParse({
      email: email(),
      password: 'Bezpieczne-Haslo-2026',
      role: 'user',
      username,
      accept_terms: true,
    });
    expect(local.error?.issues[0].message).toBe(AUTH_MESSAGES.nameInvalid);
  });

  it('refuses the same in an organisation’s name', async () => {
    const response = await signup({ role: 'ngo', organization_name: 'Fundacja\nhttp://zly.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: AUTH_MESSAGES.organizationNameInvalid });
    const long = await signup({ role: 'ngo', organization_name: 'F'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1) });
    expect(long.json()).toMatchObject({ detail: AUTH_MESSAGES.organizationNameInvalid });
  });

  it('refuses it when a signed-in person changes their own name', async () => {
    const account = await insertAccount(ctx, 'offeror');
    const response = await ctx.call('PUT', '/api/v1/users/profile', {
      token: await freshToken(ctx, account.id),
      json: { full_name: 'Jan\nKowalski', organization_name: null },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ detail: AUTH_MESSAGES.nameInvalid });
  });

  it('refuses it when an administrator creates or edits an account', async () => {
    const admin = await freshToken(ctx, (await insertAccount(ctx, 'superadmin')).id);
    const created = await ctx.call('POST', '/api/v1/admin/users', {
      token: admin,
      json: { email: email(), password: 'Bezpieczne-Haslo-2026', full_name: 'Jan\u0085Kowalski', role: 'user' },
    });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json()).toMatchObject({ detail: AUTH_MESSAGES.nameInvalid });
    const target = await insertAccount(ctx, 'user');
    const edited = await ctx.call('PUT', `/api/v1/admin/users/${target.id}`, {
      token: admin,
      json: { role: 'user', full_name: 'Jan\nKowalski' },
    });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json()).toMatchObject({ detail: AUTH_MESSAGES.nameInvalid });
  });

  it('keeps accepting ordinary Polish names, trimmed', async () => {
    const response = await signup({ username: '  Zażółć Gęślą-Jaźń O’Brien  ' });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the greeting of an e-mail', () => {
  const greetingOf = async (address: string) =>
    (await readOutbox(ctx))
      .filter((mail) => mail.to.includes(address))
      .at(-1)!
      .text.split('\n')[0];

  it('greets a confirmed account by an ordinary name', async () => {
    const address = email();
    await ctx.call('POST', '/api/v1/auth/signup', {
      json: {
        email: address,
        password: 'Bezpieczne-Haslo-2026',
        role: 'user',
        username: 'Anna Nowak',
        accept_terms: true,
      },
    });
    // Until the address is confirmed the name may be a stranger's words (tests/api/security-report-relay.test.ts).
    expect(await greetingOf(address)).toBe('Dzień dobry!');
    await ctx.db.update(users).set({ email_confirmed_at: new Date().toISOString() }).where(eq(users.email, address));
    await ctx.call('POST', '/api/v1/auth/forgot-password', { json: { email: address } });
    expect(await greetingOf(address)).toBe('Dzień dobry, Anna Nowak!');
  });

  it.each([
    'Odwiedź zly.example',
    'www.zly.example',
    'http://zly.example',
    'Wejdź na zly.example/reset',
    'napisz@zly.example',
    '<a href="x">Jan</a>',
  ])('never carries link-like text such as %j', async (username) => {
    const address = email();
    const response = await ctx.call('POST', '/api/v1/auth/signup', {
      json: { email: address, password: 'Bezpieczne-Haslo-2026', role: 'user', username, accept_terms: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = (await readOutbox(ctx)).filter((sent) => sent.to.includes(address)).at(-1)!;
    expect(mail.text.split('\n')[0]).toBe('Dzień dobry!');
    expect(mail.text).not.toContain('zly.example');
    expect(mail.text).not.toContain('<a');
  });
});
