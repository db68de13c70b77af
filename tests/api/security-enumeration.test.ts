import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import type { Mailer, MailMessage } from '../../server/mail/mailer.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

/** Records every message; while `hold` is set, sending waits until it is released, as a slow SMTP server would. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  const mailer: Mailer = {
    async send(message) {
      if (held) await held;
      sent.push(message);
    },
  };
  return {
    mailer,
    sent,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = undefined;
      release?.();
    },
  };
}

const mail = recordingMailer();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { mailer: mail.mailer });
});
afterAll(async () => {
  mail.release();
  await ctx.close();
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@example.pl`;
const signup = (email: string, username: string) =>
  ctx.call('POST', '/api/v1/auth/signup', {
    json: { email, password: 'Zielony-Parasol-47', role: 'user', username, accept_terms: true },
  });
const mailsTo = (email: string) => mail.sent.filter((message) => message.to === email);

describe('sign-up does not tell whether an address has an account', () => {
  it('answers a taken address exactly as a new one, and tells the owner instead of creating anything', async () => {
    const fresh = await signup(uniqueEmail('nowa'), 'Nowa Osoba');
    const owner = await createUser(ctx, 'ngo', { full_name: 'Właścicielka Konta' });
    const [before] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    const taken = await signup(owner.email.toUpperCase(), 'Sobowtór');
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(taken.json()).toEqual({ detail: AUTH_MESSAGES.signupSent });
    await ctx.app.jobs.runDue();

    const [notice, ...more] = mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(notice.subject).toBe('Próba rejestracji na Twój adres – Portal usług inkluzywnych');
    expect(notice.text).toContain('Dzień dobry, Właścicielka Konta!');
    expect(notice.text).toContain('Ktoś próbował założyć nowe konto');
    // Nothing in it lets the stranger in: no confirmation link, no token; the way back is the usual reset.
    expect(notice.text).not.toMatch(/token=/);
    expect(notice.text).toContain('http://portal.test/nie-pamietam-hasla');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(before);
  });
});

describe('forgot-password takes the same time for known and unknown addresses', () => {
  const forgot = (email: string) => ctx.call('POST', '/api/v1/auth/forgot-password', { json: { email } });
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

  it('answers before the e-mail work, then sends the link to a known address only', async () => {
    const known = await createUser(ctx, 'user');
    const unknown = uniqueEmail('nieznany');
    mail.hold();
    for (const email of [known.email, unknown]) {
      // With the mail held, an answer that waited for the e-mail work would never come; 15 s only bounds that case.
      const response = await within(forgot(email), 15_000);
      expect(response, email).not.toBe('timeout');
      if (response === 'timeout') return;
      expect([response.statusCode, response.json()]).toEqual([200, { detail: AUTH_MESSAGES.forgotPasswordSent }]);
    }
    expect(mailsTo(known.email)).toEqual([]);
    mail.release();
    await ctx.app.jobs.runDue();
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo(known.email)[0].link).toMatch(/^http:\/\/portal\.test\/reset-hasla\?token=/);
    expect(mailsTo(unknown)).toEqual([]);
  });
});
