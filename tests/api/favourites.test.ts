import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { favourites, offers, sharedLists } from '../../server/db/schema.js';
import { pruneSharedListsJob } from '../../server/favourites/favourites.js';
import type { AppContext } from '../../server/context.js';
import { FAVOURITE_MESSAGES, MAX_LIST_OFFERS, SHARE_EMAILS_PER_HOUR } from '../../shared/favourites.js';
import { createTestContext, createUser, readOutbox, type TestContext, type TestUser } from './helpers.js';
import { insertOffer } from './contentFixtures.js';
import { totalOf } from './adminFixtures.js';
import { isPolishDetail } from './securityFixtures.js';

let ctx: TestContext;
let owner: TestUser;
let visitor: TestUser;
let stranger: TestUser;
let active: string[];
let draft: string;

beforeAll(async () => {
  ctx = await createTestContext({ shareEmailsPerHour: SHARE_EMAILS_PER_HOUR });
  owner = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Listy',
    company_slug: `listy-${Date.now()}`,
  });
  visitor = await createUser(ctx, 'user');
  stranger = await createUser(ctx, 'user');
  active = [];
  for (const title of ['Opieka wytchnieniowa w domu', 'Rehabilitacja po udarze', 'Tłumacz PJM w urzędzie'])
    active.push(await insertOffer(ctx, owner.id, { title, contact_phone: '+48 600 100 200', address_city: 'Łódź' }));
  draft = await insertOffer(ctx, owner.id, { title: 'Szkic oferty', status: 'draft' });
});
afterAll(() => ctx.close());

const favouritesOf = (user: TestUser, query = '') =>
  ctx.call('GET', `/api/v1/users/me/favourites${query}`, { token: user.token });

describe('Moja lista on the account', () => {
  it('keeps public offers for their person only, newest first, in the list convention', async () => {
    expect(
      (await ctx.call('PUT', `/api/v1/users/me/favourites/${active[0]}`, { token: visitor.token })).statusCode,
    ).toBe(200);
    const second = await ctx.call('PUT', `/api/v1/users/me/favourites/${active[1]}`, { token: visitor.token });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ offer_id: active[1], offer: { title: 'Rehabilitacja po udarze' } });
    // Again: nothing changes.
    expect(
      (await ctx.call('PUT', `/api/v1/users/me/favourites/${active[1]}`, { token: visitor.token })).statusCode,
    ).toBe(200);

    const list = await favouritesOf(visitor);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((entry: { offer_id: string }) => entry.offer_id)).toEqual([active[1], active[0]]);
    expect(totalOf(list)).toBe(2);
    expect(list.headers['content-range']).toBe('items 0-1/2');

    const page = await favouritesOf(visitor, '?range=[0,0]');
    expect(page.json()).toHaveLength(1);
    expect(totalOf(page)).toBe(2);

    const theirs = await favouritesOf(stranger);
    expect(theirs.json()).toEqual([]);
    // Another person's DELETE touches only their own (empty) list.
    expect(
      (await ctx.call('DELETE', `/api/v1/users/me/favourites/${active[0]}`, { token: stranger.token })).statusCode,
    ).toBe(204);
    expect((await favouritesOf(visitor)).json()).toHaveLength(2);
  });

  it('needs an account', async () => {
    expect((await ctx.call('GET', '/api/v1/users/me/favourites')).statusCode).toBe(401);
    expect((await ctx.call('PUT', `/api/v1/users/me/favourites/${active[0]}`)).statusCode).toBe(401);
    expect((await ctx.call('DELETE', `/api/v1/users/me/favourites/${active[0]}`)).statusCode).toBe(401);
  });

  it('refuses offers that are not public, in Polish, and malformed ids', async () => {
    const refused = await ctx.call('PUT', `/api/v1/users/me/favourites/${draft}`, { token: visitor.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(FAVOURITE_MESSAGES.offerNotFound);
    const malformed = await ctx.call('PUT', '/api/v1/users/me/favourites/nie-uuid', { token: visitor.token });
    expect(malformed.statusCode).toBe(400);
    expect(isPolishDetail(malformed.json().detail)).toBe(true);
    expect(
      (await ctx.call('GET', '/api/v1/users/me/favourites?sort=["password","ASC"]', { token: visitor.token }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps an offer that stopped being public as an entry without the offer ('Oferta niedostępna')", async () => {
    const person = await createUser(ctx, 'user');
    const offerId = await insertOffer(ctx, owner.id, { title: 'Oferta, która zniknie' });
    await ctx.call('PUT', `/api/v1/users/me/favourites/${offerId}`, { token: person.token });
    await ctx.db.update(offers).set({ status: 'inactive' }).where(eq(offers.id, offerId));
    const list = await favouritesOf(person);
    expect(list.json()).toEqual([{ offer_id: offerId, offer: null, added_at: expect.any(String) }]);
    expect(
      (await ctx.call('DELETE', `/api/v1/users/me/favourites/${offerId}`, { token: person.token })).statusCode,
    ).toBe(204);
    expect((await favouritesOf(person)).json()).toEqual([]);
  });

  it('merges the browser list on sign-in: public offers join, the rest is skipped, nothing twice', async () => {
    const person = await createUser(ctx, 'user');
    await ctx.call('PUT', `/api/v1/users/me/favourites/${active[2]}`, { token: person.token });
    const merged = await ctx.call('POST', '/api/v1/users/me/favourites/merge', {
      token: person.token,
      json: { offer_ids: [active[0], active[2], draft, '00000000-0000-4000-8000-000000000000', active[0]] },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ added: 1 });
    const ids = (await favouritesOf(person)).json().map((entry: { offer_id: string }) => entry.offer_id);
    expect(ids.sort()).toEqual([active[0], active[2]].sort());
    expect((await ctx.call('POST', '/api/v1/users/me/favourites/merge', { json: { offer_ids: [] } })).statusCode).toBe(
      401,
    );
    const tooMany = await ctx.call('POST', '/api/v1/users/me/favourites/merge', {
      token: person.token,
      json: {
        offer_ids: Array.from(
          { length: MAX_LIST_OFFERS + 1 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      },
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('is part of the RODO export and is deleted with the account', async () => {
    const person = await createUser(ctx, 'user');
    await ctx.call('PUT', `/api/v1/users/me/favourites/${active[1]}`, { token: person.token });
    const exported = await ctx.call('GET', '/api/v1/users/me/export', { token: person.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().favourites).toEqual([{ offer_id: active[1], added_at: expect.any(String) }]);
    await ctx.db.execute(sql`delete from users where id = ${person.id}`);
    expect(await ctx.db.select().from(favourites).where(eq(favourites.user_id, person.id))).toEqual([]);
  });
});

describe('shared lists', () => {
  it('are made and read without an account, hold only public offers and nothing personal', async () => {
    const created = await ctx.call('POST', '/api/v1/shared-lists', {
      json: { offer_ids: [active[0], draft, active[1]] },
    });
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(url).toBe(`http://portal.test/lista/${id}`);
    const [row] = await ctx.db.select().from(sharedLists).where(eq(sharedLists.id, id));
    expect(Object.keys(row).sort()).toEqual(['created_at', 'expires_at', 'id', 'offer_ids']);
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(180);

    const read = await ctx.call('GET', `/api/v1/shared-lists/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().entries.map((entry: { offer: { title: string } }) => entry.offer.title)).toEqual([
      'Opieka wytchnieniowa w domu',
      'Rehabilitacja po udarze',
    ]);
  });

  it('have unguessable ids: every list its own, a near miss is a 404', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      ids.add((await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [active[0]] } })).json().id);
    expect(ids.size).toBe(5);
    const [first] = [...ids];
    const nearMiss = first.slice(0, -1) + (first.endsWith('A') ? 'B' : 'A');
    const missing = await ctx.call('GET', `/api/v1/shared-lists/${nearMiss}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(FAVOURITE_MESSAGES.sharedListNotFound);
    expect((await ctx.call('GET', '/api/v1/shared-lists/1')).statusCode).toBe(404);
  });

  it('refuses a list without any public offer, in Polish', async () => {
    const refused = await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [draft] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(FAVOURITE_MESSAGES.listEmpty);
    expect((await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [] } })).statusCode).toBe(422);
  });

  it('expire: 404 once past their date, deleted by the scheduled cleanup', async () => {
    const { id } = (await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [active[0]] } })).json();
    await ctx.db
      .update(sharedLists)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sharedLists.id, id));
    expect((await ctx.call('GET', `/api/v1/shared-lists/${id}`)).statusCode).toBe(404);
    await pruneSharedListsJob.run({ db: ctx.db } as AppContext, { id: 1, payload: {}, dueAt: new Date(), attempt: 1 });
    expect(await ctx.db.select().from(sharedLists).where(eq(sharedLists.id, id))).toEqual([]);
  });

  it('are sent by e-mail to at most 5 addresses, without the sender’s words, within limits', async () => {
    const { id, url } = (
      await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [active[0], active[2]] } })
    ).json();
    const sixAddresses = Array.from({ length: 6 }, (_, i) => `osoba${i}@example.pl`);
    const tooMany = await ctx.call('POST', `/api/v1/shared-lists/${id}/email`, { json: { emails: sixAddresses } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe(FAVOURITE_MESSAGES.tooManyRecipients);
    const extraWords = await ctx.call('POST', `/api/v1/shared-lists/${id}/email`, {
      json: { emails: ['mama@example.pl'], message: 'Kup tanio leki!' },
    });
    expect(extraWords.statusCode).toBe(202);

    const sent = await ctx.call('POST', `/api/v1/shared-lists/${id}/email`, {
      json: { emails: ['ala@example.pl', 'Ola@Example.pl'] },
    });
    expect(sent.statusCode).toBe(202);
    const mail = (await readOutbox(ctx)).filter((message) => message.text.includes(url));
    expect(mail.map((message) => message.to).sort()).toEqual(['ala@example.pl', 'mama@example.pl', 'ola@example.pl']);
    for (const message of mail) {
      expect(message.text).toContain('Opieka wytchnieniowa w domu');
      expect(message.text).not.toContain('Kup tanio');
      expect(message.html).toContain('lang="pl"');
    }

    // The per-address budget (5 an hour) ends with a Polish 429.
    let last = sent;
    for (let i = 0; i < 4; i += 1)
      last = await ctx.call('POST', `/api/v1/shared-lists/${id}/email`, { json: { emails: ['ala@example.pl'] } });
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toBe(FAVOURITE_MESSAGES.tooManyEmails);
  });
});

describe('a full list', () => {
  it(`holds at most ${MAX_LIST_OFFERS} offers: the next one is a Polish 409`, async () => {
    const person = await createUser(ctx, 'user');
    await ctx.db.insert(favourites).values(
      Array.from({ length: MAX_LIST_OFFERS }, (_, i) => ({
        user_id: person.id,
        offer_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    );
    const refused = await ctx.call('PUT', `/api/v1/users/me/favourites/${active[0]}`, { token: person.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(FAVOURITE_MESSAGES.tooMany);
  });
});
