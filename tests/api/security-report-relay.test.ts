import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { createActors, insertOffer, type Actors } from './adminFixtures.js';
import { createTestContext, readOutbox, TEST_PASSWORD, type TestContext } from './helpers.js';
import { fakeStaticDir } from './securityFixtures.js';

/**
 * The portal's own e-mail must not relay a stranger's words: a notice's receipt and outcome go to any address the
 * notifier types, and a sign-up's e-mails to any address the person signing up types. An organisation named after a
 * phishing link is refused, and an organisation is public only once its address is confirmed.
 */
let ctx: TestContext;
let actors: Actors;
let staticDir: string;

beforeAll(async () => {
  staticDir = fakeStaticDir();
  ctx = await createTestContext({ staticDir });
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

let counter = 0;
const address = () => `ofiara-${(counter += 1)}-${Date.now()}@example.pl`;
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const PHISHING = 'Twoje konto zablokowane – zadzwoń 500 600 700';

describe('e-mails to an address a stranger typed', () => {
  it("a notice's receipt and outcome carry neither the notifier's name nor the content's title", async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active', title: PHISHING });
    const victim = address();
    const filed = await ctx.call('POST', '/api/v1/reports', {
      json: {
        target_type: 'offer',
        target_id: offer.id,
        reason: 'fraud',
        explanation: 'Oferta podaje numer telefonu, pod którym wyłudzane są dane.',
        name: 'Bank – pilne: potwierdź dane na zly-bank',
        email: victim,
        good_faith: true,
      },
    });
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json<{ id: string }>().id;
    const decided = await ctx.call('PATCH', `/api/v1/admin/reports/${reportId}`, {
      token: actors.admin.token,
      json: { decision: 'content_removed', statement: 'Oferta służyła wyłudzaniu danych.', ground: 'terms' },
    });
    expect(decided.statusCode).toBe(200);

    const [receipt, outcome] = await mailsTo(victim);
    expect(receipt.subject).toContain('Potwierdzenie przyjęcia zgłoszenia');
    expect(outcome.subject).toContain('Rozpatrzyliśmy Twoje zgłoszenie');
    for (const mail of [receipt, outcome]) {
      for (const part of [mail.text, mail.html ?? '']) {
        expect(part).not.toContain('zablokowane');
        expect(part).not.toContain('zly-bank');
        expect(part).toContain(reportId);
        expect(part).toContain('Oferta');
      }
      expect(mail.text.split('\n')[0]).toBe('Dzień dobry!');
      expect(mail.text).toContain(`http://portal.test/offer/${offer.id}`);
    }
  });

  it('a confirmation link, a sign-up notice and a reset link greet without the name of an unconfirmed account', async () => {
    const victim = address();
    const signup = () =>
      ctx.call('POST', '/api/v1/auth/signup', {
        json: { email: victim, password: TEST_PASSWORD, role: 'user', username: PHISHING, accept_terms: true },
      });
    expect((await signup()).statusCode).toBe(201);
    expect((await signup()).statusCode).toBe(201);
    expect((await ctx.call('POST', '/api/v1/auth/forgot-password', { json: { email: victim } })).statusCode).toBe(200);
    const mails = await mailsTo(victim);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.text.split('\n')[0]).toBe('Dzień dobry!');
      expect(mail.text).not.toContain('zablokowane');
    }
  });

  it('a confirmed account is greeted by its own name', async () => {
    const owner = address();
    await ctx.call('POST', '/api/v1/auth/signup', {
      json: { email: owner, password: TEST_PASSWORD, role: 'user', username: 'Anna Nowak', accept_terms: true },
    });
    await ctx.db.update(users).set({ email_confirmed_at: new Date().toISOString() }).where(eq(users.email, owner));
    await ctx.call('POST', '/api/v1/auth/forgot-password', { json: { email: owner } });
    expect((await mailsTo(owner)).at(-1)?.text.split('\n')[0]).toBe('Dzień dobry, Anna Nowak!');
  });
});

describe('organisation names', () => {
  it.each([
    'Zwrot podatku: podatki-gov.pl/zwrot',
    'https://zly.example',
    'Fundacja www.pomoc',
    'kontakt@fundacja',
    'Pomoc Bank24.pl',
  ])('refuse a web or e-mail address such as %j with a Polish 422', async (organization_name) => {
    const email = address();
    const response = await ctx.call('POST', '/api/v1/auth/signup', {
      json: {
        email,
        password: TEST_PASSWORD,
        role: 'offeror',
        username: 'Jan Kowalski',
        organization_name,
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'organization_name', message: AUTH_MESSAGES.organizationNameAddress },
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const profile = await ctx.call('PUT', '/api/v1/users/profile', {
      token: actors.offeror.token,
      json: { full_name: 'Jan Kowalski', organization_name },
    });
    expect(profile.statusCode).toBe(422);
  });

  it.each(['Fundacja Pomocy Sp. z o.o.', 'Spółdzielnia Socjalna S.A.', 'Szkoła Podstawowa nr 5 im. Jana Pawła II'])(
    'accept an abbreviation with a dot such as %j',
    async (organization_name) => {
      const response = await ctx.call('POST', '/api/v1/auth/signup', {
        json: {
          email: address(),
          password: TEST_PASSWORD,
          role: 'ngo',
          username: 'Jan Kowalski',
          organization_name,
          accept_terms: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    },
  );
});

describe('an organisation before its address is confirmed', () => {
  it('has no public profile, page title or sitemap entry until it is confirmed', async () => {
    const email = address();
    const signup = await ctx.call('POST', '/api/v1/auth/signup', {
      json: {
        email,
        password: TEST_PASSWORD,
        role: 'offeror',
        username: 'Jan Kowalski',
        organization_name: 'Fundacja Niepotwierdzona',
        accept_terms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    const slug = account.company_slug!;
    const sitemap = async () => (await ctx.call('GET', '/sitemap.xml')).body;

    expect((await ctx.call('GET', `/api/v1/profiles/${slug}`)).statusCode).toBe(404);
    const page = await ctx.call('GET', `/profil/${slug}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Fundacja Niepotwierdzona');
    expect(await sitemap()).not.toContain(`/profil/${slug}`);
    const reported = await ctx.call('POST', '/api/v1/reports', {
      json: {
        target_type: 'profile',
        target_id: account.id,
        reason: 'fraud',
        explanation: 'Ten profil podszywa się pod fundację.',
        email: address(),
        good_faith: true,
      },
    });
    expect(reported.statusCode).toBe(422);

    await ctx.db.update(users).set({ email_confirmed_at: new Date().toISOString() }).where(eq(users.id, account.id));
    expect((await ctx.call('GET', `/api/v1/profiles/${slug}`)).statusCode).toBe(200);
    expect((await ctx.call('GET', `/profil/${slug}`)).body).toContain('Fundacja Niepotwierdzona');
    expect(await sitemap()).toContain(`/profil/${slug}`);
  });
});
