import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange, CACHE_CHANGES_CHANNEL } from '../../server/db/cacheChanges.js';
import { notificationsFor, type Notifications } from '../../server/db/notifications.js';
import { categories, portalSettings, searchSynonyms } from '../../server/db/schema.js';
import { createActors, type Actors } from './adminFixtures.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from './helpers.js';

/*
 * The caches of search answers, of the thesaurus and of the settings (server/db/cacheChanges.ts): a write clears
 * them at once here and, through a notification sent in its transaction, in every other process on the database.
 */

let ctx: TestContext;
let actors: Actors;
let listener: Notifications;
const heard: string[] = [];

beforeAll(async () => {
  // Cached answers live a minute: everything below shows up at once only because the cache was cleared.
  ctx = await createTestContext({ searchCacheSeconds: 60 });
  actors = await createActors(ctx);
  // What another process would hear.
  listener = notificationsFor(ctx.db, ctx.app.log);
  listener.listen(CACHE_CHANGES_CHANNEL, (payload) => void heard.push(payload));
  await listener.ready();
});
afterAll(async () => {
  await listener.close();
  await ctx.close();
});

const total = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;
const firstResult = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<{ items: Record<string, unknown>[] }>()
    .items[0];
const portalName = async () =>
  (await ctx.call('GET', '/api/v1/settings/public')).json<{ portal_name: string }>().portal_name;

/** Retries `read` until it answers `expected`, for at most a second (a notification between processes). */
async function withinOneSecond<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  expect(value).toBe(expected);
}

/** Waits for the listener to hear a notification whose words include `cache`, and answers it. */
async function announced(cache: string): Promise<string> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const found = heard.find((payload) => payload.split(' ').includes(cache));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no '${cache}' announcement within 1 s (heard: ${heard.join(' | ')})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const heardNothing = () => heard.splice(0);

describe('a change made by another process', () => {
  it("clears this process's search answers when its notification arrives", async () => {
    expect(await total('batyskaf')).toBe(0);
    // Written without the app (as another process would): this process's cache still answers the old result.
    await insertOffer(ctx, actors.offeror.id, { title: 'Batyskaf dla nurków z niepełnosprawnością' });
    expect(await total('batyskaf')).toBe(0);
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, 'search')`);
    await withinOneSecond(() => total('batyskaf'), 1);
  });

  it('clears the thesaurus and the settings the same way', async () => {
    await insertOffer(ctx, actors.offeror.id, { title: 'Hulajnoga elektryczna dla seniorów' });
    expect(await total('skuterek')).toBe(0);
    await ctx.db.insert(searchSynonyms).values({ terms: ['skuterek', 'hulajnoga'] });
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, 'search')`);
    // The search answers went, but the thesaurus is still the one read before.
    await withinOneSecond(() => total('hulajnoga'), 1);
    expect(await total('skuterek')).toBe(0);
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, 'synonyms search')`);
    await withinOneSecond(() => total('skuterek'), 1);

    const before = await portalName();
    await ctx.db.update(portalSettings).set({ portal_name: 'Portal zmieniony obok' });
    expect(await portalName()).toBe(before);
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, 'settings')`);
    await withinOneSecond(portalName, 'Portal zmieniony obok');
  });
});

describe('writes announce what they change, when they commit', () => {
  it('sends nothing for a transaction rolled back', async () => {
    // The tests before sent 'settings' too, and this listener may hear it after the app's own did: a marker sent now
    // reaches it after every earlier notification (PostgreSQL delivers them in commit order).
    const marker = `znacznik-${Date.now()}`;
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, ${marker})`);
    await announced(marker);
    heardNothing();
    await expect(
      ctx.db.transaction(async (tx) => {
        await announceChange(tx, 'settings');
        throw new Error('wycofane');
      }),
    ).rejects.toThrow('wycofane');
    await announceChange(ctx.db, 'synonyms');
    expect(await announced('synonyms')).toBe('synonyms');
    expect(heard.some((payload) => payload.includes('settings'))).toBe(false);
  });

  it('a deleted account takes its offers out of the cached search, here and elsewhere', async () => {
    const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Do Usunięcia' });
    await insertOffer(ctx, owner.id, { title: 'Kolej linowa dostępna dla wózków' });
    expect(await total('kolej linowa')).toBe(1);
    heardNothing();
    const deleted = await ctx.call('DELETE', '/api/v1/users/me', {
      token: owner.token,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await total('kolej linowa')).toBe(0);
    await announced('search');
  });

  it('so does an account the super administrator deletes, and one he bans', async () => {
    const deletedOwner = await createUser(ctx, 'offeror');
    const bannedOwner = await createUser(ctx, 'offeror');
    await insertOffer(ctx, deletedOwner.id, { title: 'Tandem rowerowy dla niewidomych' });
    await insertOffer(ctx, bannedOwner.id, { title: 'Trójkołowiec rehabilitacyjny' });
    expect(await total('tandem')).toBe(1);
    expect(await total('trójkołowiec')).toBe(1);
    heardNothing();
    const token = actors.superadmin.token;
    expect((await ctx.call('DELETE', `/api/v1/admin/users/${deletedOwner.id}`, { token })).statusCode).toBe(204);
    expect(await total('tandem')).toBe(0);
    await announced('search');
    heardNothing();
    const banned = await ctx.call('PATCH', `/api/v1/admin/users/${bannedOwner.id}/ban`, {
      token,
      json: { ban: true, reason: 'Konto rozsyłało spam w ofertach.', ground: 'terms' },
    });
    expect(banned.statusCode).toBe(200);
    expect(await total('trójkołowiec')).toBe(0);
    await announced('search');
  });

  it('an offer deactivated by an administrator or deleted by its owner leaves the cached search', async () => {
    const deactivated = await insertOffer(ctx, actors.offeror.id, { title: 'Gondola widokowa z windą' });
    const removed = await insertOffer(ctx, actors.offeror.id, { title: 'Lektyka dla osób z niepełnosprawnością' });
    expect(await total('gondola')).toBe(1);
    expect(await total('lektyka')).toBe(1);
    heardNothing();
    const status = await ctx.call('PATCH', `/api/v1/admin/offers/${deactivated}/status`, {
      token: actors.admin.token,
      json: { status: 'inactive', reason: 'Oferta jest nieaktualna od miesiąca.', ground: 'terms' },
    });
    expect(status.statusCode).toBe(200);
    expect(await total('gondola')).toBe(0);
    await announced('search');
    const deleted = await ctx.call('DELETE', `/api/offers/${removed}`, { token: actors.offeror.token });
    expect(deleted.statusCode).toBe(204);
    expect(await total('lektyka')).toBe(0);
  });

  it("an organisation's new name and a category's new name show in the cached results", async () => {
    const owner = await createUser(ctx, 'ngo', { organization_name: 'Stara Nazwa Fundacji' });
    const [category] = await ctx.db.select().from(categories).where(eq(categories.slug, 'rehabilitacja'));
    await insertOffer(ctx, owner.id, { title: 'Sterowiec widokowy', category_id: category.id });
    expect(await firstResult('sterowiec')).toMatchObject({
      profile: { organization_name: 'Stara Nazwa Fundacji' },
      category: { name: category.name },
    });
    heardNothing();
    const profile = await ctx.call('PUT', '/api/v1/users/profile', {
      token: owner.token,
      json: { full_name: 'Jan Testowy', organization_name: 'Nowa Nazwa Fundacji' },
    });
    expect(profile.statusCode).toBe(200);
    expect(await firstResult('sterowiec')).toMatchObject({ profile: { organization_name: 'Nowa Nazwa Fundacji' } });
    await announced('search');
    const renamed = await ctx.call('PUT', `/api/v1/admin/categories/${category.id}`, {
      token: actors.admin.token,
      json: {
        name: 'Rehabilitacja ruchowa',
        slug: category.slug,
        description: category.description ?? undefined,
        parent_id: category.parent_id,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await firstResult('sterowiec')).toMatchObject({ category: { name: 'Rehabilitacja ruchowa' } });
  });

  it('new settings and a new synonym group reach the public at once', async () => {
    const settings = (await ctx.call('GET', '/api/v1/admin/settings', { token: actors.admin.token })).json();
    expect(await portalName()).toBe(settings.portal_name);
    heardNothing();
    const saved = await ctx.call('PUT', '/api/v1/admin/settings', {
      token: actors.admin.token,
      json: { ...settings, portal_name: 'Portal po zmianie ustawień' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await portalName()).toBe('Portal po zmianie ustawień');
    await announced('settings');

    await insertOffer(ctx, actors.offeror.id, { title: 'Ponton z podnośnikiem' });
    expect(await total('pontonik')).toBe(0);
    heardNothing();
    const group = await ctx.call('POST', '/api/v1/admin/search-synonyms', {
      token: actors.admin.token,
      json: { terms: ['pontonik', 'ponton'] },
    });
    expect(group.statusCode).toBe(201);
    expect(await total('pontonik')).toBe(1);
    expect(await announced('synonyms')).toBe('synonyms search');
  });
});
