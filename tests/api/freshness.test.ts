import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context.js';
import { offerCorrections, offers, outboxMessages } from '../../server/db/schema.js';
import { remindToConfirm } from '../../server/freshness/confirmation.js';
import { createBackgroundTasks } from '../../server/http/backgroundTasks.js';
import { createLifecycle } from '../../server/lifecycle/lifecycle.js';
import { createLimits } from '../../server/limits/limits.js';
import { createMailer } from '../../server/mail/mailer.js';
import { SearchCache } from '../../server/offers/searchCache.js';
import { CORRECTIONS_PER_OFFER_PER_HOUR, FRESHNESS_TEXTS, FRESHNESS_MESSAGES } from '../../shared/freshness.js';
import { AUTH_MESSAGES, OFFER_MESSAGES } from '../../shared/messages.js';
import type { AdminCorrection, AdminOffer, Offer, OfferCorrection } from '../../shared/types.js';
import { createActors, insertOffer, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { isPolishDetail } from './securityFixtures.js';
import { createTestContext, createUser, readOutbox, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  owner = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Aktualna',
    company_slug: 'fundacja-aktualna',
  });
});
afterAll(() => ctx.close());

/** What a job handler gets: each one stands for a server process of its own. */
function makeContext(): AppContext {
  return {
    db: ctx.db,
    config: ctx.config,
    log: ctx.app.log,
    mailer: createMailer(ctx.config, ctx.app.log),
    searchCache: new SearchCache(0),
    background: createBackgroundTasks(),
    lifecycle: createLifecycle(),
    limits: createLimits(ctx.db, undefined, ctx.app.log),
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const activeOffer = (fields: Parameters<typeof insertOffer>[2] = {}) =>
  insertOffer(ctx, owner.id, { status: 'active', ...fields });
const offerJson = async (id: string) => (await ctx.call('GET', `/api/v1/offers/${id}`)).json<Offer>();
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const NOTE = 'Poradnia przeniosła się na ul. Piotrkowską 12, stary numer telefonu nie działa.';
let addresses = 0;
/** Each report from an address of its own, so the hourly limit per address is met only where a test means it. */
const correct = (offerId: string, json: unknown, remoteAddress = `10.0.0.${(addresses += 1)}`) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/offers/${offerId}/corrections`,
    payload: json as object,
    remoteAddress,
  });

describe('confirming the data', () => {
  it('counts every save by the organisation and the one-click confirmation, owner only', async () => {
    const offer = await activeOffer({ confirmed_at: daysAgo(400) });
    const stale = await offerJson(offer.id);
    expect(stale.data_may_be_outdated).toBe(true);

    expect((await ctx.call('POST', `/api/v1/offers/${offer.id}/confirm`)).statusCode).toBe(401);
    const other = await ctx.call('POST', `/api/v1/offers/${offer.id}/confirm`, { token: actors.offeror.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(OFFER_MESSAGES.notOwner);
    // An administrator cannot vouch for an organisation's data either.
    expect(
      (await ctx.call('POST', `/api/v1/offers/${offer.id}/confirm`, { token: actors.admin.token })).statusCode,
    ).toBe(403);

    const confirmed = await ctx.call('POST', `/api/v1/offers/${offer.id}/confirm`, { token: owner.token });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<Offer>();
    expect(body.data_may_be_outdated).toBe(false);
    expect(Date.now() - Date.parse(body.confirmed_at)).toBeLessThan(60_000);
  });

  it("confirms on the owner's save, not on an administrator's edit", async () => {
    const created = await ctx.call('POST', '/api/offers/', {
      token: owner.token,
      json: {
        title: 'Konsultacje logopedyczne dla dorosłych',
        short_description: 'Konsultacje po udarze i w chorobach neurologicznych.',
        description: 'Logopeda pracuje z dorosłymi po udarze, w afazji i dyzartrii. Spotkania w gabinecie bez schodów.',
        category_id: (await offerJson((await activeOffer()).id)).category_id,
        price_type: 'free',
        contact_email: 'kontakt@fundacja-aktualna.pl',
        status: 'draft',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Offer>().id;
    await ctx.db
      .update(offers)
      .set({ confirmed_at: daysAgo(300) })
      .where(eq(offers.id, id));
    const full = (await ctx.call('GET', `/api/v1/offers/${id}`, { token: owner.token })).json<Offer>();
    const form = {
      title: full.title,
      short_description: full.short_description,
      description: full.long_description,
      category_id: full.category_id,
      price_type: 'free',
      contact_email: 'kontakt@fundacja-aktualna.pl',
      status: 'draft',
    };
    await ctx.call('PUT', `/api/offers/${id}`, { token: actors.admin.token, json: form });
    const [afterAdmin] = await ctx.db.select().from(offers).where(eq(offers.id, id));
    expect(Date.parse(afterAdmin.confirmed_at)).toBeLessThan(Date.now() - 299 * 86_400_000);
    await ctx.call('PUT', `/api/offers/${id}`, { token: owner.token, json: form });
    const [afterOwner] = await ctx.db.select().from(offers).where(eq(offers.id, id));
    expect(Date.now() - Date.parse(afterOwner.confirmed_at)).toBeLessThan(60_000);
  });

  it('marks an offer not confirmed for 365 days as possibly out of date, and the overview counts it', async () => {
    const before = (await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token })).json();
    const old = await activeOffer({ confirmed_at: daysAgo(366) });
    const recent = await activeOffer({ confirmed_at: daysAgo(364) });
    expect((await offerJson(old.id)).data_may_be_outdated).toBe(true);
    expect((await offerJson(recent.id)).data_may_be_outdated).toBe(false);
    const after = (await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token })).json();
    expect(after.staleOffers - before.staleOffers).toBe(1);
  });
});

describe('the 180-day reminder', () => {
  it('is sent once per confirmation, even when two runs happen at once', async () => {
    const reminded = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Przypominana' });
    const due = await insertOffer(ctx, reminded.id, {
      status: 'active',
      title: 'Turnus rehabilitacyjny nad morzem',
      confirmed_at: daysAgo(181),
    });
    await insertOffer(ctx, reminded.id, { status: 'active', confirmed_at: daysAgo(170) });
    await insertOffer(ctx, reminded.id, { status: 'draft', confirmed_at: daysAgo(200) });

    await Promise.all([remindToConfirm(makeContext()), remindToConfirm(makeContext())]);
    await remindToConfirm(makeContext());
    const queued = await ctx.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.key, `offer-confirmation-reminder:${due.id}:%`));
    expect(queued).toHaveLength(1);
    const mails = await mailsTo(reminded.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Sprawdź, czy dane oferty są aktualne');
    expect(mails[0].text).toContain('„Turnus rehabilitacyjny nad morzem”');
    expect(mails[0].text).toContain(`„${FRESHNESS_TEXTS.confirmButton}”`);

    // A later confirmation opens a new period: half a year after it, a new reminder.
    await ctx.db
      .update(offers)
      .set({ confirmed_at: daysAgo(180.5) })
      .where(eq(offers.id, due.id));
    await remindToConfirm(makeContext());
    expect(await mailsTo(reminded.email)).toHaveLength(2);
  });
});

describe('corrections', () => {
  it('takes a correction without an account, tells the organisation and lists it in its dashboard', async () => {
    const offer = await activeOffer({ title: 'Poradnia psychologiczna dla rodzin' });
    const response = await correct(offer.id, { fields: ['address', 'phone', 'address'], note: NOTE });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), detail: FRESHNESS_MESSAGES.correctionSent });
    const mails = await mailsTo(owner.email);
    const notice = mails.find((mail) => mail.subject.includes('Zgłoszenie nieaktualnych danych'));
    expect(notice?.text).toContain('Czego dotyczy zgłoszenie: Adres, Telefon');
    expect(notice?.text).toContain('http://portal.test/dashboard#poprawki-danych');

    const mine = await ctx.call('GET', '/api/v1/users/me/offer-corrections', { token: owner.token });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<OfferCorrection[]>().find((item) => item.id === response.json().id);
    expect(listed).toMatchObject({ fields: ['address', 'phone'], note: NOTE, status: 'open', offer_id: offer.id });
    expect(JSON.stringify(mine.json())).not.toContain('@');
    const others = await ctx.call('GET', '/api/v1/users/me/offer-corrections', { token: actors.offeror.token });
    expect(others.json()).toEqual([]);
  });

  it('refuses bad input with Polish messages and changes nothing', async () => {
    const offer = await activeOffer();
    const cases: [unknown, string][] = [
      [{ fields: [], note: NOTE }, FRESHNESS_MESSAGES.correctionFields],
      [{ note: NOTE }, FRESHNESS_MESSAGES.correctionFields],
      [{ fields: ['colour'], note: NOTE }, FRESHNESS_MESSAGES.correctionFieldUnknown],
      [{ fields: ['phone'], note: 'za krótko' }, FRESHNESS_MESSAGES.correctionNoteShort],
      [{ fields: ['phone'], note: 'x'.repeat(1001) }, FRESHNESS_MESSAGES.correctionNoteLong],
      [{ fields: ['phone'], note: NOTE, email: 'nie-adres' }, AUTH_MESSAGES.invalidEmail],
    ];
    for (const [json, detail] of cases) {
      const response = await correct(offer.id, json);
      expect(response.statusCode, JSON.stringify(json)).toBe(422);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(detail);
    }
    const notObject = await correct(offer.id, []);
    expect(notObject.statusCode).toBe(422);
    expect(isPolishDetail(notObject.json().detail)).toBe(true);
    const draft = await insertOffer(ctx, owner.id, { status: 'draft' });
    const hidden = await correct(draft.id, { fields: ['phone'], note: NOTE });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(FRESHNESS_MESSAGES.correctionOfferMissing);
    const stored = await ctx.db.select().from(offerCorrections).where(eq(offerCorrections.offer_id, offer.id));
    expect(stored).toEqual([]);
  });

  it('limits how many corrections one address sends about one offer in an hour, in Polish', async () => {
    const offer = await activeOffer();
    for (let sent = 0; sent < CORRECTIONS_PER_OFFER_PER_HOUR; sent += 1) {
      expect((await correct(offer.id, { fields: ['other'], note: NOTE }, '10.1.1.1')).statusCode).toBe(201);
    }
    const refused = await correct(offer.id, { fields: ['other'], note: NOTE }, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(FRESHNESS_MESSAGES.correctionsTooMany);
    // Another offer is another organisation's inbox: the same address may still report it.
    expect((await correct((await activeOffer()).id, { fields: ['other'], note: NOTE }, '10.1.1.1')).statusCode).toBe(
      201,
    );
  });

  it('lets only the owner mark a correction handled, and tells the reporter without quoting anyone', async () => {
    const offer = await activeOffer({ title: 'Wypożyczalnia wózków „Nowy adres: zly.example”' });
    const filed = await correct(offer.id, { fields: ['hours'], note: NOTE, email: 'zglaszajacy@example.pl' });
    const id = filed.json().id as string;
    const resolve = (token?: string) => ctx.call('POST', `/api/v1/users/me/offer-corrections/${id}/resolve`, { token });
    expect((await resolve()).statusCode).toBe(401);
    expect((await resolve(actors.offeror.token)).statusCode).toBe(404);
    expect((await resolve(actors.admin.token)).statusCode).toBe(404);
    const done = await resolve(owner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'resolved', handled_at: expect.any(String) });
    const again = await resolve(owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(FRESHNESS_MESSAGES.correctionHandled);

    const outcome = await mailsTo('zglaszajacy@example.pl');
    expect(outcome).toHaveLength(1);
    expect(outcome[0].text).toContain('jako załatwione');
    expect(outcome[0].text).not.toContain('zly.example');
    expect(outcome[0].text).not.toContain('Wypożyczalnia');
    expect(outcome[0].text).not.toContain(NOTE);
  });

  it('sends a correction unhandled for 14 days to the back office, where an admin asks for a confirmation', async () => {
    const offer = await activeOffer({ title: 'Świetlica terapeutyczna dla dzieci' });
    const young = (await correct(offer.id, { fields: ['price'], note: NOTE })).json().id as string;
    const old = (await correct(offer.id, { fields: ['availability'], note: NOTE, email: 'mama@example.pl' })).json()
      .id as string;
    await ctx.db
      .update(offerCorrections)
      .set({ created_at: sql`now() - interval '15 days'` })
      .where(eq(offerCorrections.id, old));

    const list = await ctx.call('GET', listUrl('/api/v1/admin/offer-corrections', { filter: { status: 'open' } }), {
      token: actors.admin.token,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json<AdminCorrection[]>().map((item) => item.id);
    expect(ids).toContain(old);
    expect(ids).not.toContain(young);
    expect(totalOf(list)).toBe(ids.length);
    const queued = list.json<AdminCorrection[]>().find((item) => item.id === old)!;
    expect(queued).toMatchObject({ offer_path: `/offer/${offer.id}`, reporter_gave_email: true });
    const stats = (await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token })).json();
    expect(stats.pendingCorrections).toBeGreaterThanOrEqual(1);

    const request = (id: string, token?: string) =>
      ctx.call('POST', `/api/v1/admin/offer-corrections/${id}/request-confirmation`, { token });
    expect((await request(old)).statusCode).toBe(401);
    expect((await request(old, owner.token)).statusCode).toBe(403);
    expect((await request(young, actors.admin.token)).statusCode).toBe(404);
    const marked = await request(old, actors.admin.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'confirmation_requested' });
    expect((await request(old, actors.admin.token)).statusCode).toBe(409);

    expect((await offerJson(offer.id)).data_may_be_outdated).toBe(true);
    const outcome = await mailsTo('mama@example.pl');
    expect(outcome).toHaveLength(1);
    expect(outcome[0].text).toContain('„Dane mogą być nieaktualne”');
    expect(outcome[0].text).not.toContain('Świetlica');

    // The organisation's confirmation lifts the mark.
    await ctx.call('POST', `/api/v1/offers/${offer.id}/confirm`, { token: owner.token });
    expect((await offerJson(offer.id)).data_may_be_outdated).toBe(false);
    const [audit] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(and(sql`action = 'offer.confirmation_requested'`, sql`entity_id = ${offer.id}`));
    expect(audit.count).toBe(1);
  });
});

describe("the back office's offer list", () => {
  it('filters by the state of places and by data that may be out of date, and refuses an unknown state', async () => {
    const stale = await activeOffer({
      confirmed_at: daysAgo(400),
      availability: 'waiting_list',
      availability_updated_at: daysAgo(2),
    });
    const fresh = await activeOffer({ availability: 'full', availability_updated_at: daysAgo(1) });
    const list = async (filter: Record<string, unknown>) => {
      const response = await ctx.call('GET', listUrl('/api/v1/admin/offers', { filter }), { token: actors.admin.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminOffer[]>().map((row) => row.id);
    };
    const outdated = await list({ data_may_be_outdated: true });
    expect(outdated).toContain(stale.id);
    expect(outdated).not.toContain(fresh.id);
    const current = await list({ data_may_be_outdated: false, id: [stale.id, fresh.id] });
    expect(current).toEqual([fresh.id]);
    expect(await list({ availability: 'waiting_list', id: [stale.id, fresh.id] })).toEqual([stale.id]);
    expect(await list({ availability: ['full', 'waiting_list'], id: [stale.id, fresh.id] })).toHaveLength(2);
    const refused = await ctx.call('GET', listUrl('/api/v1/admin/offers', { filter: { availability: 'maybe' } }), {
      token: actors.admin.token,
    });
    expect(refused.statusCode).toBe(400);
    expect(isPolishDetail(refused.json().detail)).toBe(true);
  });
});

describe('fresh=true and the ranking', () => {
  it('finds only offers confirmed in the last 180 days and ranks stale offers lower', async () => {
    const fresh = await activeOffer({
      title: 'Hipoterapia dla dzieci w stadninie Zielony Jar',
      confirmed_at: daysAgo(10),
    });
    const half = await activeOffer({
      title: 'Hipoterapia dla dzieci w stadninie Zielony Jar',
      confirmed_at: daysAgo(200),
    });
    const stale = await activeOffer({
      title: 'Hipoterapia dla dzieci w stadninie Zielony Jar',
      confirmed_at: daysAgo(400),
    });
    const search = async (query: string) =>
      (await ctx.call('GET', `/api/v1/offers?${query}`)).json<{ items: Offer[] }>().items.map((item) => item.id);

    const onlyFresh = await search('q=hipoterapia%20zielony%20jar&fresh=true');
    expect(onlyFresh).toContain(fresh.id);
    expect(onlyFresh).not.toContain(half.id);
    expect(onlyFresh).not.toContain(stale.id);
    const all = await search('q=hipoterapia%20zielony%20jar');
    // Equal text, the stale one created last (newest first on a tie): the demotion puts it below both others.
    expect(all.indexOf(stale.id)).toBeGreaterThan(all.indexOf(half.id));
    expect(all.indexOf(stale.id)).toBeGreaterThan(all.indexOf(fresh.id));
    const bad = await ctx.call('GET', '/api/v1/offers?fresh=tak');
    expect(bad.statusCode).toBe(400);
  });
});
