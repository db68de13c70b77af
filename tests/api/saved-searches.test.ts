import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, savedSearchDeliveries, savedSearches } from '../../server/db/schema.js';
import { sendDueDigests } from '../../server/savedSearches/digest.js';
import { savedSearchToken } from '../../server/savedSearches/tokens.js';
import type { AccountExport } from '../../server/users/accountExport.js';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX } from '../../shared/savedSearches.js';
import type { SavedSearch } from '../../shared/schemas/savedSearch.js';
import { DISCOVERY_MESSAGES } from '../../shared/messages.js';
import { insertOfferRow } from './contentFixtures.js';
import {
  createTestContext,
  createUser,
  readOutbox,
  type OutboxMail,
  type TestContext,
  type TestUser,
} from './helpers.js';

let ctx: TestContext;
let offeror: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  offeror = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Alerty',
    company_slug: `fundacja-alerty-${Date.now()}`,
  });
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const SAVED = '/api/v1/saved-searches';
const MINE = '/api/v1/users/me/saved-searches';
let counter = 0;
/** Each test searches its own town, so the offers of one never match the alerts of another. */
const newTown = () => `Alertowo${String.fromCharCode(97 + (counter += 1))}${Date.now() % 1000}`;
const day = (offset: number) => new Date(Date.UTC(2031, 0, 6 + offset, 10));
const runDigests = (offset = 0) => sendDueDigests(ctx.db, ctx.config, { now: day(offset), force: true });

async function save(json: Record<string, unknown>, token?: string) {
  return ctx.call('POST', SAVED, { token, json: { name: 'Rehabilitacja', frequency: 'daily', ...json } });
}

async function saveFor(user: TestUser, query: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await save({ query, ...extra }, user.token);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const rehabilitation = (town: string, title = 'Rehabilitacja ruchowa dla dorosłych', values = {}) =>
  insertOfferRow(ctx, offeror.id, {
    title,
    short_description: 'Zajęcia z fizjoterapeutą w małych grupach.',
    address_city: town,
    ...values,
  });

let seen = 0;
/** The messages queued since the last call. */
async function newMail(): Promise<OutboxMail[]> {
  const all = await readOutbox(ctx);
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
}

describe('saving a search', () => {
  it('keeps every filter of the search page and nothing else, for the signed-in person at once', async () => {
    const user = await createUser(ctx, 'user');
    const query =
      'q=rehabilitacja&category=rehabilitacja&price_type=free&city=Łódź&features=wheelchair_access' +
      '&groups=mobility&mode=on_site&near=Łódź&radius_km=25&exact=1&page=3&sort=newest&utm_source=x&q=drugie';
    const response = await save({ query, name: 'Rehabilitacja w Łodzi', frequency: 'weekly' }, user.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ confirmed: true, detail: SAVED_SEARCH_MESSAGES.savedSignedIn });

    const list = await ctx.call('GET', MINE, { token: user.token });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('saved-searches 0-0/1');
    const [saved] = list.json<SavedSearch[]>();
    expect(saved).toMatchObject({
      name: 'Rehabilitacja w Łodzi',
      frequency: 'weekly',
      email: user.email,
      confirmed: true,
    });
    const params = new URLSearchParams(saved.query);
    expect(Object.fromEntries(params)).toEqual({
      q: 'rehabilitacja',
      category: 'rehabilitacja',
      price_type: 'free',
      city: 'Łódź',
      features: 'wheelchair_access',
      groups: 'mobility',
      mode: 'on_site',
      near: 'Łódź',
      radius_km: '25',
      exact: '1',
    });
  });

  it('refuses a value the search refuses, with the search’s Polish message, and a missing name; stores nothing', async () => {
    const user = await createUser(ctx, 'user');
    const badRadius = await save({ query: 'near=Łódź&radius_km=9999' }, user.token);
    expect(badRadius.statusCode).toBe(422);
    expect(badRadius.json().detail).toBe(DISCOVERY_MESSAGES.radius);
    const noName = await save({ query: 'q=rehabilitacja', name: '  ' }, user.token);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    const badFrequency = await save({ query: 'q=rehabilitacja', frequency: 'hourly' }, user.token);
    expect(badFrequency.statusCode).toBe(422);
    expect(badFrequency.json().detail).toBe(SAVED_SEARCH_MESSAGES.frequency);
    expect((await ctx.call('GET', MINE, { token: user.token })).json()).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} alerts per person, with a Polish detail`, async () => {
    const user = await createUser(ctx, 'user');
    for (let index = 0; index < SAVED_SEARCHES_MAX; index += 1) {
      expect((await save({ query: `q=rehabilitacja&city=Miasto${index}` }, user.token)).statusCode).toBe(201);
    }
    const over = await save({ query: 'q=rehabilitacja' }, user.token);
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(SAVED_SEARCH_MESSAGES.limit);
    const email = `limit.${Date.now()}@alerty.test`;
    for (let index = 0; index < SAVED_SEARCHES_MAX; index += 1) {
      expect((await save({ query: `city=Miasto${index}`, email })).statusCode).toBe(201);
    }
    const overByAddress = await save({ query: 'q=rehabilitacja', email: email.toUpperCase() });
    expect(overByAddress.statusCode).toBe(422);
    expect(overByAddress.json().detail).toBe(SAVED_SEARCH_MESSAGES.limit);
  });

  it('lists only the signed-in person’s own alerts and needs a session', async () => {
    const owner = await createUser(ctx, 'user');
    const other = await createUser(ctx, 'user');
    await saveFor(owner, 'q=rehabilitacja');
    expect((await ctx.call('GET', MINE)).statusCode).toBe(401);
    expect((await ctx.call('GET', MINE, { token: other.token })).json()).toEqual([]);
  });
});

describe('without an account: double opt-in', () => {
  it('needs an address, sends a confirmation link, and sends nothing before it is confirmed', async () => {
    const town = newTown();
    expect((await save({ query: `city=${town}` })).json().detail).toBe(SAVED_SEARCH_MESSAGES.emailRequired);
    await newMail();
    const email = `anna.${Date.now()}@alerty.test`;
    const response = await save({ query: `city=${town}`, email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ confirmed: false, detail: SAVED_SEARCH_MESSAGES.savedPending });
    const { id } = response.json<{ id: string }>();
    const [confirmation] = await newMail();
    expect(confirmation.to).toBe(email);
    const link = new URL(confirmation.link!);
    expect(link.pathname).toBe('/powiadomienie');
    expect(link.searchParams.get('id')).toBe(id);
    const token = link.searchParams.get('token')!;

    await rehabilitation(town);
    await runDigests();
    expect((await newMail()).filter((mail) => mail.to === email)).toEqual([]);

    const page = await ctx.call('GET', `${SAVED}/${id}?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ confirmed: false, email, name: 'Rehabilitacja' });
    expect((await ctx.call('GET', `${SAVED}/${id}`)).statusCode).toBe(404);
    expect((await ctx.call('POST', `${SAVED}/${id}/confirm`, { json: { token: 'x'.repeat(32) } })).statusCode).toBe(
      404,
    );
    const confirmed = await ctx.call('POST', `${SAVED}/${id}/confirm`, { json: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmed).toBe(true);

    // Offers that became public before the confirmation are not news; the next one is.
    await runDigests(1);
    expect((await newMail()).filter((mail) => mail.to === email)).toEqual([]);
    await rehabilitation(town, 'Rehabilitacja w wodzie');
    await runDigests(2);
    const [digest] = (await newMail()).filter((mail) => mail.to === email);
    expect(digest.to).toBe(email);
    expect(digest.text).toContain('Rehabilitacja w wodzie');
    expect(digest.text).not.toContain('Rehabilitacja ruchowa');
  });

  it('lets an unconfirmed alert lapse after 48 hours', async () => {
    const email = `lapsed.${Date.now()}@alerty.test`;
    const { id } = (await save({ query: 'q=rehabilitacja', email })).json<{ id: string }>();
    await ctx.db
      .update(savedSearches)
      .set({ created_at: sql`now() - interval '49 hours'` })
      .where(eq(savedSearches.id, id));
    const token = savedSearchToken(ctx.config.jwtSecret, id, 'manage');
    expect((await ctx.call('GET', `${SAVED}/${id}?token=${token}`)).statusCode).toBe(404);
    expect((await ctx.call('POST', `${SAVED}/${id}/confirm`, { json: { token } })).statusCode).toBe(404);
    await runDigests();
    expect(await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toEqual([]);
  });
});

describe('the digest', () => {
  it('lists only the new matching public offers, newest first, in plain text and accessible HTML', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    const before = await rehabilitation(town, 'Rehabilitacja sprzed zapisu');
    await saveFor(user, `q=rehabilitacja&city=${town}&features=wheelchair_access`, { name: 'Dla taty' });
    const older = await rehabilitation(town, 'Rehabilitacja pierwsza', {
      accessibility_features: ['wheelchair_access'],
    });
    const newer = await rehabilitation(town, 'Rehabilitacja druga', { accessibility_features: ['wheelchair_access'] });
    await rehabilitation(town, 'Rehabilitacja bez podjazdu');
    await rehabilitation(town, 'Rehabilitacja szkic', {
      status: 'draft',
      accessibility_features: ['wheelchair_access'],
    });
    await insertOfferRow(ctx, offeror.id, {
      title: 'Wypożyczalnia wózków',
      address_city: town,
      accessibility_features: ['wheelchair_access'],
    });
    await newMail();

    await runDigests();
    const mails = (await newMail()).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest.text).toContain('Dla taty: 2 nowe oferty');
    expect(digest.text.indexOf('Rehabilitacja druga')).toBeLessThan(digest.text.indexOf('Rehabilitacja pierwsza'));
    for (const absent of [before.title, 'bez podjazdu', 'szkic', 'Wypożyczalnia']) {
      expect(digest.text).not.toContain(absent);
    }
    expect(digest.text).toContain(`/offer/${newer.id}`);
    expect(digest.html).toContain('<html lang="pl">');
    expect(digest.html).toMatch(/<h2[^>]*>Dla taty: 2 nowe oferty<\/h2>/);
    expect(digest.html).toMatch(
      new RegExp(`<li[^>]*><a href="[^"]*/offer/${older.id}"[^>]*>Rehabilitacja pierwsza</a>`),
    );
    expect(digest.html).toContain('/dashboard?view=alerts');
    expect(digest.header('List-Unsubscribe')).toMatch(/^<http.*\/api\/v1\/saved-searches\/.+\/unsubscribe\?token=.+>$/);
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing new: no e-mail at all. A new offer: only it, never the ones already sent.
    await runDigests(1);
    expect((await newMail()).filter((mail) => mail.to === user.email)).toEqual([]);
    await rehabilitation(town, 'Rehabilitacja trzecia', { accessibility_features: ['wheelchair_access'] });
    await runDigests(2);
    const [next] = (await newMail()).filter((mail) => mail.to === user.email);
    expect(next.text).toContain('Rehabilitacja trzecia');
    expect(next.text).not.toContain('Rehabilitacja druga');
    expect(next.text).toContain('Dla taty: 1 nowa oferta');
  });

  it('lists an offer once it is approved, through the approval of the back office', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    await saveFor(user, `q=rehabilitacja&city=${town}`);
    const pending = await rehabilitation(town, 'Rehabilitacja po akceptacji', { status: 'pending_approval' });
    await newMail();
    await runDigests();
    expect((await newMail()).filter((mail) => mail.to === user.email)).toEqual([]);
    const approved = await ctx.call('PATCH', `/api/v1/admin/offers/${pending.id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    });
    expect(approved.statusCode).toBe(200);
    await runDigests(1);
    const [digest] = (await newMail()).filter((mail) => mail.to === user.email);
    expect(digest.text).toContain('Rehabilitacja po akceptacji');
  });

  it(`lists at most 20 offers and links to the rest`, async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    await saveFor(user, `city=${town}`, { name: 'Wszystko w mieście' });
    for (let index = 0; index < 22; index += 1) await rehabilitation(town, `Rehabilitacja numer ${index + 1}`);
    await newMail();
    await runDigests();
    const [digest] = (await newMail()).filter((mail) => mail.to === user.email);
    expect(digest.text).toContain('Wszystko w mieście: 22 nowe oferty');
    expect(digest.html!.match(/<li/g)).toHaveLength(20);
    expect(digest.text).toContain('Rehabilitacja numer 22');
    expect(digest.text).not.toContain('Rehabilitacja numer 2\n');
    expect(digest.text).toContain('Zobacz wszystkie 22 nowe oferty w wyszukiwarce');
    expect(digest.text).toMatch(/\/search\?city=Alertowo.*sort=newest/);
  });

  it('sends one digest per person and frequency with a section per alert', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    await saveFor(user, `q=rehabilitacja&city=${town}`, { name: 'Pierwsze' });
    await saveFor(user, `city=${town}`, { name: 'Drugie' });
    await saveFor(user, `city=${town}`, { name: 'Tygodniowe', frequency: 'weekly' });
    await rehabilitation(town);
    await newMail();
    await runDigests();
    const mails = (await newMail()).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(2);
    const daily = mails.find((mail) => mail.text.includes('Pierwsze'))!;
    expect(daily.text).toContain('Drugie');
    expect(daily.text).not.toContain('Tygodniowe');
  });

  it('sends one digest when two runs happen at once', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    const id = await saveFor(user, `city=${town}`);
    await rehabilitation(town);
    await newMail();
    await Promise.all([runDigests(), runDigests()]);
    expect((await newMail()).filter((mail) => mail.to === user.email)).toHaveLength(1);
    const deliveries = await ctx.db
      .select()
      .from(savedSearchDeliveries)
      .where(eq(savedSearchDeliveries.saved_search_id, id));
    expect(deliveries).toHaveLength(1);
  });
});

describe('unsubscribing without signing in', () => {
  async function digestFor(user: TestUser, town: string) {
    await rehabilitation(town);
    await newMail();
    await runDigests();
    return (await newMail()).find((mail) => mail.to === user.email)!;
  }

  it('ends every alert of the digest by the one-click POST of its List-Unsubscribe header (RFC 8058)', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    await saveFor(user, `city=${town}`, { name: 'Pierwsze' });
    await saveFor(user, `q=rehabilitacja&city=${town}`, { name: 'Drugie' });
    const weekly = await saveFor(user, `city=${town}`, { frequency: 'weekly' });
    const digest = await digestFor(user, town);
    const url = new URL(digest.header('List-Unsubscribe').slice(1, -1));

    const response = await ctx.call('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    const left = (await ctx.call('GET', MINE, { token: user.token })).json<SavedSearch[]>();
    expect(left.map((saved) => saved.id)).toEqual([weekly]);
  });

  it('answers a repeated one-click POST (a mail program retrying) as the first, and a wrong token with 404', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    await saveFor(user, `city=${town}`);
    const url = new URL((await digestFor(user, town)).header('List-Unsubscribe').slice(1, -1));
    const oneClick = (search: string) =>
      ctx.call('POST', `${url.pathname}${search}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    const wrong = await oneClick(`?token=${'a'.repeat(32)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect((await ctx.call('GET', MINE, { token: user.token })).json<SavedSearch[]>()).toHaveLength(1);

    for (const attempt of ['first', 'repeated']) {
      const response = await oneClick(url.search);
      expect(response.statusCode, attempt).toBe(200);
      expect(response.headers['content-type'], attempt).toMatch(/^application\/json/);
      expect(response.json().detail, attempt).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    }
    expect((await ctx.call('GET', MINE, { token: user.token })).json()).toEqual([]);
    expect((await oneClick(`?token=${'a'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('deletes one alert by the token of its link, and nobody else’s', async () => {
    const town = newTown();
    const user = await createUser(ctx, 'user');
    const other = await createUser(ctx, 'user');
    const id = await saveFor(user, `city=${town}`, { name: 'Moje' });
    const digest = await digestFor(user, town);
    const manage = new URL(digest.text.match(/https?:\/\/\S+\/powiadomienie\?\S+/)![0]);
    const token = manage.searchParams.get('token')!;

    expect((await ctx.call('DELETE', `${SAVED}/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await ctx.call('DELETE', `${SAVED}/${id}?token=${'a'.repeat(32)}`)).statusCode).toBe(404);
    expect((await ctx.call('DELETE', `${SAVED}/${id}`)).statusCode).toBe(404);
    const page = await ctx.call('GET', `${SAVED}/${id}?token=${encodeURIComponent(token)}`);
    expect(page.json()).toMatchObject({ id, name: 'Moje', confirmed: true });
    expect((await ctx.call('DELETE', `${SAVED}/${id}?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
    expect((await ctx.call('GET', MINE, { token: user.token })).json()).toEqual([]);
  });

  it('lets the owner delete their alert while signed in', async () => {
    const user = await createUser(ctx, 'user');
    const id = await saveFor(user, 'q=rehabilitacja');
    expect((await ctx.call('DELETE', `${SAVED}/${id}`, { token: user.token })).statusCode).toBe(204);
    expect((await ctx.call('DELETE', `${SAVED}/${id}`, { token: user.token })).statusCode).toBe(404);
  });
});

describe('personal data (RODO)', () => {
  it('exports the alerts of the account and of its address, and deletes both with the account', async () => {
    const user = await createUser(ctx, 'user');
    await saveFor(user, 'q=rehabilitacja', { name: 'Z konta' });
    const byAddress = await save({ query: 'q=logopeda', name: 'Bez konta', email: user.email });
    expect(byAddress.statusCode).toBe(201);
    const exported = await ctx.call('GET', '/api/v1/users/me/export', { token: user.token });
    expect(exported.statusCode).toBe(200);
    const names = exported.json<AccountExport>().saved_searches.map((saved) => saved.name);
    expect(names.sort()).toEqual(['Bez konta', 'Z konta']);

    const deleted = await ctx.call('DELETE', '/api/v1/users/me', {
      token: user.token,
      json: { password: 'Bezpieczne-Haslo-2026' },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const left = await ctx.db
      .select()
      .from(savedSearches)
      .where(and(sql`${savedSearches.user_id} = ${user.id} or lower(${savedSearches.email}) = ${user.email}`));
    expect(left).toEqual([]);
  });
});

describe('offers.published_at', () => {
  it('is set when an offer becomes public and kept for a row restored with its own', async () => {
    const draft = await rehabilitation(newTown(), 'Rehabilitacja w szkicu', { status: 'draft' });
    expect(draft.published_at).toBeNull();
    const [activated] = await ctx.db
      .update(offers)
      .set({ status: 'active' })
      .where(eq(offers.id, draft.id))
      .returning();
    expect(activated.published_at).not.toBeNull();
    const restored = await rehabilitation(newTown(), 'Rehabilitacja z kopii', { published_at: '2020-01-01T00:00:00Z' });
    expect(new Date(restored.published_at!).toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });
});
