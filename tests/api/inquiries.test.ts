import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerInquiries, outboxMessages } from '../../server/db/schema.js';
import { pruneInquiries } from '../../server/inquiries/inquiries.js';
import {
  INQUIRIES_PER_ADDRESS_PER_HOUR,
  INQUIRIES_PER_OFFER_PER_DAY,
  INQUIRY_HONEYPOT_FIELD,
} from '../../shared/inquiries.js';
import { INQUIRY_MESSAGES } from '../../shared/messages.js';
import type { InquiryCount, ReceivedInquiry, SentInquiry } from '../../shared/schemas/inquiries.js';
import { insertOffer } from './adminFixtures.js';
import {
  createTestContext,
  createUser,
  readOutbox,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let otherOrganisation: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ inquiriesPerHour: INQUIRIES_PER_ADDRESS_PER_HOUR });
  owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Pytań', company_slug: 'fundacja-pytan' });
  otherOrganisation = await createUser(ctx, 'offeror', { organization_name: 'Inna Fundacja' });
});
afterAll(() => ctx.close());

const INQUIRY = {
  name: 'Ewa Wiśniewska',
  email: 'ewa.wisniewska@example.pl',
  phone: '600 100 200',
  message: 'Dzień dobry, czy na zajęcia syna może przyjść tłumacz PJM? Syn ma 9 lat.',
  needs: ['pjm_interpreter', 'step_free'],
  on_behalf: true,
  on_behalf_name: 'Tomek',
  on_behalf_relation: 'syn',
  consent: true,
  website: '',
  fill_seconds: 42,
};

let addresses = 0;
/** Each inquiry from an address of its own, so the hourly limit per address is met only where a test means it. */
const ask = (offerId: string, json: unknown, options: { remoteAddress?: string; token?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/offers/${offerId}/inquiries`,
    payload: json as object,
    remoteAddress: options.remoteAddress ?? `10.1.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const activeOffer = (fields: Parameters<typeof insertOffer>[2] = {}) =>
  insertOffer(ctx, owner.id, { status: 'active', contact_email: 'biuro@fundacja-pytan.pl', ...fields });

describe('sending an inquiry', () => {
  it('delivers it to the offer contact address with Reply-To the asker, and a copy to the asker, once each', async () => {
    const offer = await activeOffer({ title: 'Warsztaty teatralne dla dzieci' });
    const response = await ask(offer.id, INQUIRY);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), detail: INQUIRY_MESSAGES.sent });
    const id = response.json<{ id: string }>().id;

    const mails = await readOutbox(ctx);
    const toOfferor = mails.filter((mail) => mail.to.includes('biuro@fundacja-pytan.pl'));
    expect(toOfferor).toHaveLength(1);
    expect(toOfferor[0].header('Reply-To')).toBe(INQUIRY.email);
    expect(toOfferor[0].subject).toContain('Zapytanie o ofertę „Warsztaty teatralne dla dzieci”');
    expect(toOfferor[0].text).toContain(INQUIRY.message);
    expect(toOfferor[0].text).toContain('Potrzeby: tłumacz PJM, dostęp bez schodów');
    expect(toOfferor[0].text).toContain('W imieniu: Tomek (syn)');
    expect(toOfferor[0].text).toContain('Telefon: 600 100 200');

    const copies = mails.filter((mail) => mail.to.includes(INQUIRY.email));
    expect(copies).toHaveLength(1);
    expect(copies[0].subject).toContain('Kopia Twojego zapytania');
    expect(copies[0].text).toContain(INQUIRY.message);

    // Both messages sit in the outbox under keys of their own: queued once, never twice.
    const keys = await ctx.db
      .select({ key: outboxMessages.key })
      .from(outboxMessages)
      .where(sql`${outboxMessages.key} like ${`%:${id}`}`);
    expect(keys.map((row) => row.key).sort()).toEqual([`offer-inquiry-copy:${id}`, `offer-inquiry:${id}`]);
  });

  it("goes to the organisation's account address when the offer has no contact e-mail", async () => {
    const offer = await activeOffer({ contact_email: null });
    expect((await ask(offer.id, { ...INQUIRY, email: 'bez.kontaktu@example.pl' })).statusCode).toBe(201);
    const mails = (await readOutbox(ctx)).filter((mail) => mail.to.includes(owner.email));
    expect(mails.some((mail) => mail.header('Reply-To') === 'bez.kontaktu@example.pl')).toBe(true);
  });

  it.each(['draft', 'pending_approval', 'rejected', 'inactive', 'expired'] as const)(
    'is refused for an offer that is %s, with nothing stored or sent',
    async (status) => {
      const offer = await activeOffer({ status });
      const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
      const response = await ask(offer.id, INQUIRY);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(INQUIRY_MESSAGES.offerMissing);
      expect(await ctx.db.select().from(offerInquiries).where(eq(offerInquiries.offer_id, offer.id))).toEqual([]);
      expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages)).toEqual(before);
    },
  );

  it('is refused for an active offer whose end date has passed', async () => {
    const offer = await activeOffer({ expires_at: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await ask(offer.id, INQUIRY)).statusCode).toBe(404);
  });

  it.each([
    ['a short message', { message: 'Krótko' }, INQUIRY_MESSAGES.messageShort],
    ['a long message', { message: 'x'.repeat(2001) }, INQUIRY_MESSAGES.messageLong],
    ['no name', { name: '  ' }, INQUIRY_MESSAGES.nameRequired],
    ['a bad address', { email: 'nie-adres' }, undefined],
    ['an unknown need', { needs: ['jetpack'] }, INQUIRY_MESSAGES.needUnknown],
    ['no consent', { consent: false }, INQUIRY_MESSAGES.consentRequired],
    ['on behalf without a name', { on_behalf_name: '' }, INQUIRY_MESSAGES.onBehalfName],
    ['on behalf without a relation', { on_behalf_relation: '' }, INQUIRY_MESSAGES.onBehalfRelation],
    ['a bad phone', { phone: 'zadzwoń' }, INQUIRY_MESSAGES.phone],
  ])('refuses %s with a Polish detail', async (_name, change, detail) => {
    const offer = await activeOffer();
    const response = await ask(offer.id, { ...INQUIRY, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(detail ?? expect.stringMatching(/adres/i));
    expect(await ctx.db.select().from(offerInquiries).where(eq(offerInquiries.offer_id, offer.id))).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const offer = await activeOffer();
    const response = await ask(offer.id, [INQUIRY]);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});

describe('spam checks without a CAPTCHA', () => {
  it(`refuses a filled honeypot field '${INQUIRY_HONEYPOT_FIELD}'`, async () => {
    const offer = await activeOffer();
    const response = await ask(offer.id, { ...INQUIRY, [INQUIRY_HONEYPOT_FIELD]: 'https://spam.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(INQUIRY_MESSAGES.honeypotFilled);
    expect(await ctx.db.select().from(offerInquiries).where(eq(offerInquiries.offer_id, offer.id))).toEqual([]);
  });

  it('refuses a form sent faster than the minimum fill time, and one without the time', async () => {
    const offer = await activeOffer();
    const fast = await ask(offer.id, { ...INQUIRY, fill_seconds: 1 });
    expect(fast.statusCode).toBe(422);
    expect(fast.json().detail).toBe(INQUIRY_MESSAGES.tooFast);
    const { fill_seconds: _omitted, ...withoutTime } = INQUIRY;
    const missing = await ask(offer.id, withoutTime);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(INQUIRY_MESSAGES.fillTime);
    expect((await ask(offer.id, { ...INQUIRY, fill_seconds: 3 })).statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it(`allows ${INQUIRIES_PER_ADDRESS_PER_HOUR} inquiries an hour from one address, then 429 in Polish`, async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < INQUIRIES_PER_ADDRESS_PER_HOUR; i += 1)
      expect((await ask((await activeOffer()).id, INQUIRY, { remoteAddress })).statusCode).toBe(201);
    const refused = await ask((await activeOffer()).id, INQUIRY, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(INQUIRY_MESSAGES.tooManyFromAddress);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ask((await activeOffer()).id, INQUIRY)).statusCode).toBe(201);
  });

  it(`allows ${INQUIRIES_PER_OFFER_PER_DAY} inquiries a day about one offer from all addresses, then 429 in Polish`, async () => {
    const offer = await activeOffer();
    for (let i = 0; i < INQUIRIES_PER_OFFER_PER_DAY; i += 1)
      expect((await ask(offer.id, INQUIRY)).statusCode).toBe(201);
    const refused = await ask(offer.id, INQUIRY);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(INQUIRY_MESSAGES.tooManyForOffer);
    expect((await ask((await activeOffer()).id, INQUIRY)).statusCode).toBe(201);
  });
});

describe('the offeror and the asker', () => {
  it('shows the owner the list, the counts and the status changes; the signed-in asker sees the status', async () => {
    const offer = await activeOffer({ title: 'Basen z asystentem' });
    const asker = await createUser(ctx, 'user');
    const sent = await ask(offer.id, { ...INQUIRY, email: asker.email }, { token: asker.token });
    const id = sent.json<{ id: string }>().id;

    const counts = await ctx.call('GET', '/api/v1/users/me/offer-inquiry-counts', { token: owner.token });
    expect(counts.json<InquiryCount[]>()).toContainEqual({ offer_id: offer.id, total: 1, new: 1 });

    const list = await ctx.call('GET', `/api/v1/offers/${offer.id}/inquiries`, { token: owner.token });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('items 0-0/1');
    const [received] = list.json<ReceivedInquiry[]>();
    expect(received).toMatchObject({
      id,
      offer_title: 'Basen z asystentem',
      name: INQUIRY.name,
      email: asker.email,
      status: 'new',
      needs: ['pjm_interpreter', 'step_free'],
      on_behalf_name: 'Tomek',
      on_behalf_relation: 'syn',
    });

    const other = await ctx.call('GET', `/api/v1/offers/${offer.id}/inquiries`, { token: otherOrganisation.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(INQUIRY_MESSAGES.notOwner);

    const answered = await ctx.call('PATCH', `/api/v1/offers/${offer.id}/inquiries/${id}`, {
      token: owner.token,
      json: { status: 'answered' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ReceivedInquiry>().status).toBe('answered');
    const again = await ctx.call('PATCH', `/api/v1/offers/${offer.id}/inquiries/${id}`, {
      token: owner.token,
      json: { status: 'answered' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INQUIRY_MESSAGES.statusSame);
    const unknown = await ctx.call('PATCH', `/api/v1/offers/${offer.id}/inquiries/${id}`, {
      token: owner.token,
      json: { status: 'lost' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(INQUIRY_MESSAGES.statusUnknown);
    // An inquiry of another offer is not found under this one.
    const elsewhere = await activeOffer();
    const misplaced = await ctx.call('PATCH', `/api/v1/offers/${elsewhere.id}/inquiries/${id}`, {
      token: owner.token,
      json: { status: 'closed' },
    });
    expect(misplaced.statusCode).toBe(404);

    const mine = await ctx.call('GET', '/api/v1/users/me/inquiries', { token: asker.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<SentInquiry[]>()).toEqual([
      expect.objectContaining({ id, offer_title: 'Basen z asystentem', status: 'answered' }),
    ]);
    expect(mine.json<SentInquiry[]>()[0]).not.toHaveProperty('email');
  });
});

describe('personal data', () => {
  it('is part of the RODO export of both sides and goes with the asker account', async () => {
    const offer = await activeOffer({ title: 'Korepetycje w tekście łatwym do czytania' });
    const asker = await createUser(ctx, 'user');
    const signedIn = (await ask(offer.id, { ...INQUIRY, email: asker.email }, { token: asker.token })).json<{
      id: string;
    }>().id;
    // Sent without signing in, from the account's confirmed address: the person's too.
    const anonymous = (await ask(offer.id, { ...INQUIRY, email: asker.email.toUpperCase() })).json<{ id: string }>().id;

    const askerExport = await ctx.call('GET', '/api/v1/users/me/export', { token: asker.token });
    expect(askerExport.statusCode).toBe(200);
    const sentIds = askerExport.json<{ inquiries_sent: ReceivedInquiry[] }>().inquiries_sent.map((row) => row.id);
    expect(sentIds.sort()).toEqual([signedIn, anonymous].sort());

    const ownerExport = await ctx.call('GET', '/api/v1/users/me/export', { token: owner.token });
    const received = ownerExport.json<{ inquiries_received: ReceivedInquiry[] }>().inquiries_received;
    expect(received.map((row) => row.id)).toEqual(expect.arrayContaining([signedIn, anonymous]));

    const deleted = await ctx.call('DELETE', '/api/v1/users/me', {
      token: asker.token,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.db.select().from(offerInquiries).where(eq(offerInquiries.offer_id, offer.id))).toEqual([]);
  });

  it('is deleted 12 months after the last change, and a status change restarts the count', async () => {
    const offer = await activeOffer();
    const old = (await ask(offer.id, INQUIRY)).json<{ id: string }>().id;
    const recent = (await ask(offer.id, INQUIRY)).json<{ id: string }>().id;
    await ctx.db
      .update(offerInquiries)
      .set({ updated_at: sql`now() - interval '12 months 1 day'`, created_at: sql`now() - interval '13 months'` })
      .where(eq(offerInquiries.id, old));
    await ctx.db
      .update(offerInquiries)
      .set({ updated_at: sql`now() - interval '11 months'`, created_at: sql`now() - interval '13 months'` })
      .where(eq(offerInquiries.id, recent));
    expect(await pruneInquiries(ctx.db)).toBe(1);
    const left = await ctx.db
      .select({ id: offerInquiries.id })
      .from(offerInquiries)
      .where(eq(offerInquiries.offer_id, offer.id));
    expect(left).toEqual([{ id: recent }]);
  });
});
